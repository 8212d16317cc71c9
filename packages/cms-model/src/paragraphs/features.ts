import { firstLink, html, linkField, mediaField, plain, stringField, svgIcon, textField } from '../fields';
import type { Link } from '../link';
import type { SanitizedHtml, SvgImage } from '../model';
import {
  block,
  defineParagraph,
  items,
  mapTitledItems,
  type TitledListBlock,
  titledListParagraph,
} from './define';

/** One feature: title, description, svg media, link. */
export interface FeatureItem {
  readonly title: string;
  readonly description?: SanitizedHtml;
  readonly icon?: SvgImage;
  readonly link?: Link;
}

/** features: title, description, confetti variant, items (kept when the list is empty). */
export interface FeaturesBlock extends TitledListBlock<'features', 'items', FeatureItem> {
  readonly description?: SanitizedHtml;
  /** A confetti-shaped decoration variant (visual only); undefined for none. */
  readonly confettiVariant?: string;
}

export const featuresParagraph = defineParagraph({
  bundle: 'features',
  schema: titledListParagraph(
    items({
      field_title: textField,
      field_description: textField,
      field_svg: mediaField,
      field_link: linkField,
    }),
    { field_description: textField, field_confetti_variant: stringField },
  ),
  map: (p, ctx): FeaturesBlock =>
    block(p, 'features', {
      title: plain(p.field_title),
      description: html(p.field_description, ctx),
      confettiVariant: plain(p.field_confetti_variant),
      items: mapTitledItems(p.field_items, (item) => ({
        description: html(item.field_description, ctx),
        icon: svgIcon(item.field_svg),
        link: firstLink(item.field_link, ctx),
      })),
    }),
});
