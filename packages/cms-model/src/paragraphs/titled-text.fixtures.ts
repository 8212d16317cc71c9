import type { WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of text_split_columns, text_with_title (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const titledTextFixtures = {
  text_split_columns: {
    type: 'text_split_columns',
    id: 1036,
    field_title: plain('Wat gebeurt er in de hersenen?'),
    field_body: text(
      '<p>Bij dementie werken de hersenen steeds minder goed. Daardoor verandert het denken, het geheugen en soms het gedrag.</p>',
    ),
  },
  text_with_title: {
    type: 'text_with_title',
    id: 1038,
    field_title: plain('Wat merk je?'),
    field_body: text(
      '<p>Iemand vergeet afspraken of raakt de weg kwijt. <a href="/wat-is-dementie">Lees meer over de signalen</a>.</p>',
    ),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const titledTextKinds = {
  text_split_columns: 'textSplitColumns',
  text_with_title: 'textWithTitle',
} as const satisfies Record<keyof typeof titledTextFixtures, BlockKind>;
