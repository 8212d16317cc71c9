// The kit's island names (decision 0067), in a module of their own: the registry (kit-islands.ts) keys
// its lazy loaders by them without importing a component, and each component writes its island under
// the same name. One place for each name, so the two cannot drift.

/** The island name of the chatbot container. */
export const CHATBOT_ISLAND = 'chatbot';

/** The island name of the CookieConsent. */
export const COOKIE_CONSENT_ISLAND = 'cookie-consent';

/** The island name of a CookieSettingsButton outside another island (the /cookies page). */
export const COOKIE_SETTINGS_ISLAND = 'cookie-settings-button';

/** The island name of the UtilitiesBar. */
export const UTILITIES_BAR_ISLAND = 'utilities-bar';

/** The island name of a video: on a document page each video hydrates on its own. */
export const VIDEO_PLAYER_ISLAND = 'video-player';
