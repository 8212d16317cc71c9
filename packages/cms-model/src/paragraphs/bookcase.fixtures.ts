import { imageMedia, type WireParagraph } from '../fixtures/media';
import { link, plain, text } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of bookcase (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const bookcaseFixtures = {
  bookcase: {
    type: 'bookcase',
    id: 3018,
    field_title: plain(''),
    field_items: [
      {
        type: 'book',
        field_slug: plain('het-geheugenpaleis'),
        field_title: plain('Het geheugenpaleis'),
        field_author: plain('Marieke de Vries'),
        field_text: text('<p>Een roman over een moeder die vergeet en een dochter die onthoudt.</p>'),
        field_media: [
          imageMedia(2701, 'boek-geheugenpaleis', 'Omslag van Het geheugenpaleis', {
            crops: 'free',
            width: 800,
            height: 1200,
          }),
        ],
      },
      {
        type: 'book',
        field_title: plain('Samen zingen'),
        field_author: plain('Joost Bakker'),
        field_text: text('<p>Liedjes en verhalen om samen te delen.</p>'),
        field_media: [
          imageMedia(2702, 'boek-samen-zingen', 'Omslag van Samen zingen', {
            crops: 'free',
            width: 800,
            height: 1200,
          }),
        ],
      },
      {
        type: 'book',
        field_title: plain('Mijn opa vergeet'),
        field_author: plain('Sanne Jansen'),
        field_text: text('<p>Een prentenboek om met kinderen over dementie te praten.</p>'),
        field_link: link('https://www.bibliotheek.nl', 'Leen het bij de bibliotheek'),
      },
      {
        type: 'book',
        field_title: plain('Dagboek van een mantelzorger'),
        field_author: plain('Peter Smit'),
        field_text: text('<p>Eerlijk over zorgen en over lachen.</p>'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const bookcaseKinds = { bookcase: 'bookcase' } as const satisfies Record<
  keyof typeof bookcaseFixtures,
  BlockKind
>;
