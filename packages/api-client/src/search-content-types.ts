// Project choice: contentType carries the page's pijler filter value as is (spec 2 §2.1).
// Apart from the search contract, which holds schemas: the search form uses the values without
// calling the API, so it does not load the client's code with them (decision 0073).
/** The content-type filter values (spec 2 §2.1 `pijler`), default 'alle'. */
export const SEARCH_CONTENT_TYPES = [
  'alle',
  'artikelen',
  'nieuws',
  'ervaringsverhalen',
  'organizaties',
  'cursussen',
] as const;

/** A content-type filter value. */
export type SearchContentType = (typeof SEARCH_CONTENT_TYPES)[number];
