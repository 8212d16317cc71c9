/*
 * The embed page (decision 0085): the training player alone, in a page another site puts
 * in an iframe. Its address, its island and the page field the server fills with the origins that may
 * frame it. Without the router, so the island's code can use them.
 */

/** The route of the embed page, below the site's root (react-router path). */
export const EMBED_TRAINING_ROUTE = 'embed/trainingen/:courseId';

/** The embed page's one island: the player, with its messages to the page that frames it. */
export const EMBED_ISLAND = 'embedded-training-player';

/**
 * The hidden page field the server writes on the embed page only: the other sites' origins that may
 * frame it (CORS_ORIGINS), separated by spaces. The page posts its messages to its parent only when
 * the parent is one of these or this site itself.
 */
export const FRAME_ORIGINS_FIELD = 'frame-origins';
