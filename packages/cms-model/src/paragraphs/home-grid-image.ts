import { plain } from '../fields';
import { type BlockBase, block, defineParagraph, listBlock, paragraph, title } from './define';
import { type GridItem, gridItems, mapGridItems } from './shared';

/** home_grid_image: the image tiles of the home page. */
export interface HomeGridImageBlock extends BlockBase {
  readonly kind: 'homeGridImage';
  readonly title?: string;
  readonly items: readonly GridItem[];
}

export const homeGridImageParagraph = defineParagraph({
  bundle: 'home_grid_image',
  schema: paragraph({ ...title, field_items: gridItems }),
  map: (p, ctx): HomeGridImageBlock | null =>
    listBlock(mapGridItems(p.field_items, ctx), (tiles) =>
      block(p, 'homeGridImage', { title: plain(p.field_title), items: tiles }),
    ),
});
