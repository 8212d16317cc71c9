import { compact, html, image, mediaField, plain, textField } from '../fields';
import type { Image, SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, items, titledItems, titledListParagraph } from './define';

/** portraits: people with a role and a quote. */
export interface PortraitsBlock extends BlockBase {
  readonly kind: 'portraits';
  readonly title?: string;
  readonly items: readonly {
    readonly name: string;
    readonly role?: string;
    readonly quote?: SanitizedHtml;
    readonly image?: Image;
  }[];
}

export const portraitsParagraph = defineParagraph({
  bundle: 'portraits',
  schema: titledListParagraph(
    items({
      field_name: textField,
      field_role: textField,
      field_quote: textField,
      field_media: mediaField,
    }),
  ),
  map: (p, ctx): PortraitsBlock | null =>
    titledItems(p, 'portraits', (item) => {
      const name = plain(item.field_name);
      return name
        ? compact({
            name,
            role: plain(item.field_role),
            quote: html(item.field_quote, ctx),
            image: image(item.field_media),
          })
        : null;
    }),
});
