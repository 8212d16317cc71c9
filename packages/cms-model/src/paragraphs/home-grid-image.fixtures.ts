import { choirImage, kitchenImage, parkImage, type WireParagraph } from '../fixtures/media';
import { link, plain } from '../fixtures/wire';
import type { BlockKind } from './index';

/**
 * The wire example of home_grid_image (Dutch, original wording): the one source of its tests, its stories and
 * the server's demo content (decision 0105).
 */
export const homeGridImageFixtures = {
  home_grid_image: {
    type: 'home_grid_image',
    id: 1018,
    field_title: plain('Ontdek meer'),
    field_items: [
      {
        type: 'grid_item',
        field_title: plain('Wat is dementie?'),
        field_media: [parkImage],
        field_link: link('/wat-is-dementie', 'Wat is dementie?'),
      },
      {
        type: 'grid_item',
        field_title: plain('Omgaan met dementie'),
        field_media: [kitchenImage],
        field_link: link('/omgaan-met-dementie', 'Omgaan met dementie'),
      },
      {
        type: 'grid_item',
        field_title: plain('Ervaringen'),
        field_media: [choirImage],
        field_link: link('/ervaringen', 'Ervaringen'),
      },
    ],
  },
} as const satisfies Record<string, WireParagraph>;

/** The kind of block each example maps to (the mapper test checks it). */
export const homeGridImageKinds = { home_grid_image: 'homeGridImage' } as const satisfies Record<
  keyof typeof homeGridImageFixtures,
  BlockKind
>;
