import { card, cardItems } from '../fixtures/items';
import { parkImage, shopImage, type WireParagraph } from '../fixtures/media';
import { link, plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of carousel (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const carouselFixtures = {
  // More cards than fit in view at any width, so the buttons step through them (spec 2 §9: 3 from 1024 px).
  carousel: {
    type: 'carousel',
    id: 3020,
    field_title: plain('Meer tips'),
    field_items: [
      ...cardItems,
      card('Vraag hoe het gaat', '<p>Een kort praatje op straat doet goed.</p>', {
        field_media: [parkImage],
        field_icon: plain('people'),
        field_labels: [{ value: 'Tip' }],
        field_link: link('/tips/contact', 'Lees meer tips over contact'),
      }),
      card('Geef een rustig plekje', '<p>Een stille hoek helpt bij drukte in de winkel.</p>', {
        field_media: [shopImage],
        field_icon: plain('checklist'),
        field_labels: [{ value: 'Winkel' }],
        field_link: link('/tips/rust', 'Lees meer tips over rust'),
      }),
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const carouselKinds = { carousel: 'carousel' } as const satisfies Record<
  keyof typeof carouselFixtures,
  BlockKind
>;
