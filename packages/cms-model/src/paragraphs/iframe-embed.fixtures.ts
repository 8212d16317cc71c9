import type { WireParagraph } from '../fixtures/media';
import { plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of iframe_embed (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const iframeEmbedFixtures = {
  iframe_embed: {
    type: 'iframe_embed',
    id: 3021,
    field_title: plain('Quiz: wat weet jij over dementie?'),
    field_embed_kind: plain('riddle'),
    field_url: plain('https://www.riddle.com/embed/a/123456'),
    field_height: plain(600),
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const iframeEmbedKinds = { iframe_embed: 'iframeEmbed' } as const satisfies Record<
  keyof typeof iframeEmbedFixtures,
  BlockKind
>;
