import {
  compact,
  firstLink,
  html,
  image,
  linkField,
  mediaField,
  plain,
  stringField,
  textField,
} from '../fields';
import type { Link } from '../link';
import type { Image, SanitizedHtml } from '../model';
import { slugify } from '../slug';
import type { TitledListBlock } from './define';
import { defineParagraph, items, mapItems, paragraph, title, titledList } from './define';
import { expandableId } from './panel-ids';

/** One book of a bookcase; `slug` drives the `item` query parameter. */
export interface BookcaseItem {
  readonly slug: string;
  readonly title: string;
  readonly author?: string;
  readonly text?: SanitizedHtml;
  readonly image?: Image;
  readonly link?: Link;
}

/** bookcase: 4 columns; the renderer's default title is 'Onze selectie'. */
export interface BookcaseBlock extends TitledListBlock<'bookcase', 'items', BookcaseItem> {}

export const bookcaseParagraph = defineParagraph({
  bundle: 'bookcase',
  schema: paragraph({
    ...title,
    field_items: items({
      field_slug: stringField,
      field_title: textField,
      field_author: textField,
      field_text: textField,
      field_media: mediaField,
      field_link: linkField,
    }),
  }),
  map: (p, ctx): BookcaseBlock | null => {
    const used = new Set<string>();
    return titledList(p, 'bookcase', {
      items: mapItems(p.field_items, (item) => {
        const t = plain(item.field_title);
        if (!t) return null;
        return compact({
          slug: expandableId(plain(item.field_slug) ?? slugify(t), used.size, used),
          title: t,
          author: plain(item.field_author),
          text: html(item.field_text, ctx),
          image: image(item.field_media),
          link: firstLink(item.field_link, ctx),
        });
      }),
    });
  },
});
