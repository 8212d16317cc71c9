import { compact, firstLink, image, linkField, mediaField } from '../fields';
import type { Link } from '../link';
import type { Image } from '../model';
import type { TitledListBlock } from './define';
import { defineParagraph, items, mapItems, paragraph, title, titledList } from './define';

/** One logo of a mini grid. */
export interface LogoItem {
  readonly image: Image;
  readonly link?: Link;
}

/** mini_grid: the logo wall. */
export interface MiniGridBlock extends TitledListBlock<'miniGrid', 'items', LogoItem> {}

export const miniGridParagraph = defineParagraph({
  bundle: 'mini_grid',
  schema: paragraph({ ...title, field_items: items({ field_media: mediaField, field_link: linkField }) }),
  map: (p, ctx): MiniGridBlock | null =>
    titledList(p, 'miniGrid', {
      items: mapItems(p.field_items, (item) => {
        const img = image(item.field_media);
        return img
          ? compact({ image: img, link: firstLink(item.field_link, ctx, { fallbackTitle: img.alt }) })
          : null;
      }),
    }),
});
