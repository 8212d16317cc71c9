import type { TitledListBlock } from './define';
import { defineParagraph, titledList, titledListParagraph } from './define';
import { type GridItem, gridItems, mapGridItems } from './shared';

/** home_grid_image: the image tiles of the home page. */
export interface HomeGridImageBlock extends TitledListBlock<'homeGridImage', 'items', GridItem> {}

export const homeGridImageParagraph = defineParagraph({
  bundle: 'home_grid_image',
  schema: titledListParagraph(gridItems),
  map: (p, ctx): HomeGridImageBlock | null =>
    titledList(p, 'homeGridImage', { items: mapGridItems(p.field_items, ctx) }),
});
