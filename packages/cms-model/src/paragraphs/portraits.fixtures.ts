import { busImage, libraryImage, portraitImage, type WireParagraph } from '../fixtures/media';
import { plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of portraits (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const portraitsFixtures = {
  portraits: {
    type: 'portraits',
    id: 3011,
    field_title: plain('Gezichten van het programma'),
    field_items: [
      {
        type: 'portrait',
        field_name: plain('Anja'),
        field_role: plain('Ambassadeur'),
        field_quote: text('<p>Praat mét mij, niet over mij.</p>'),
        field_media: [portraitImage],
      },
      {
        type: 'portrait',
        field_name: plain('Mohamed'),
        field_role: plain('Buschauffeur'),
        field_quote: text('<p>Even geduld kost niets.</p>'),
        field_media: [busImage],
      },
      {
        type: 'portrait',
        field_name: plain('Ineke'),
        field_role: plain('Bibliothecaris'),
        field_quote: text('<p>Iedereen is hier welkom.</p>'),
        field_media: [libraryImage],
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const portraitsKinds = { portraits: 'portraits' } as const satisfies Record<
  keyof typeof portraitsFixtures,
  BlockKind
>;
