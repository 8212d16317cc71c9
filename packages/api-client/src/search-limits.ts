// Apart from the search contract, which holds schemas: the search form limits its field with this
// without loading the client's code (as the content-type values, decision 0073).
/**
 * Longest search text, in characters: the server answers a longer one with 400, the search page says
 * so, and the search field takes no more (one number for all three).
 */
export const MAX_SEARCH_LENGTH = 500;
