// The islands' attributes (decision 0067), apart from React: the islands loader reads them.

/** The attribute that names an island's kind (the loader's registry key). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute that carries what the island is rendered with, as JSON (`IslandData`). */
export const ISLAND_DATA_ATTRIBUTE = 'data-island-data';
/** Set on an island once its script has taken it over. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** Present (`idle`) on an island that is taken over when the page is idle, wherever it is. */
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';
