import type { TitledListBlock } from './define';
import { defineParagraph, paragraph, title, titledList } from './define';
import { type GridItem, gridItems, mapGridItems } from './shared';

/** home_grid_image: the image tiles of the home page. */
export interface HomeGridImageBlock extends TitledListBlock<'homeGridImage', 'items', GridItem> {}

export const homeGridImageParagraph = defineParagraph({
  bundle: 'home_grid_image',
  schema: paragraph({ ...title, field_items: gridItems }),
  map: (p, ctx): HomeGridImageBlock | null =>
    titledList(p, 'homeGridImage', { items: mapGridItems(p.field_items, ctx) }),
});
