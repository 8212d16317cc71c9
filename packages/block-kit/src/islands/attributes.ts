// The islands' attributes (decision 0067), apart from React: the islands loader reads them.

/** The attribute that names an island's kind (the loader's registry key). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute that carries what the island is rendered with, as JSON (`IslandData`). */
export const ISLAND_DATA_ATTRIBUTE = 'data-island-data';
/** Set on an island once its script has taken it over. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** When an island is taken over, if not when it comes near the viewport: `touch` or `idle` (`IslandWhen`). */
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';
/**
 * The session-storage key an island needs: without a value under it the island is not taken over (a
 * one-time notice left by another page shows only then, and costs no script otherwise).
 */
export const ISLAND_STORED_ATTRIBUTE = 'data-island-stored';
/**
 * The name of a cookie an island needs: without it in the browser the island is not taken over and
 * stays as the server sent it, loading nothing (the account menu of a browser that is not signed in).
 */
export const ISLAND_COOKIE_ATTRIBUTE = 'data-island-cookie';
/**
 * The prefix of React's generated ids (`identifierPrefix`) the island was rendered with on the server,
 * which the browser hydrates it with again: each island of a page has ids of its own (decision 0075).
 */
export const ISLAND_ID_PREFIX_ATTRIBUTE = 'data-island-id-prefix';
