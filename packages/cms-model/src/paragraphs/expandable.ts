import { compact, firstLink, html, linkField, paragraphsField, plain, textField } from '../fields';
import type { Link } from '../link';
import type { SanitizedHtml } from '../model';
import { defineParagraph, items, type TitledListBlock, titledItems, titledListParagraph } from './define';
import type { Block } from './index';
import { nextExpandableId } from './panel-ids';
import { type TitledTextItem, titledText, titledTextFields } from './shared';

/** One panel of an expandable. `id` is the slug of its title or 'expandable-' plus its index (spec 2 §5). */
export interface ExpandableItem extends TitledTextItem {
  readonly id: string;
  readonly label?: string;
  readonly blocks: readonly Block[];
}

/** expandable: title, intro, external link, items. */
export interface ExpandableBlock extends TitledListBlock<'expandable', 'items', ExpandableItem> {
  readonly intro?: SanitizedHtml;
  readonly externalLink?: Link;
}

export const expandableParagraph = defineParagraph({
  bundle: 'expandable',
  schema: titledListParagraph(
    items({ field_label: textField, ...titledTextFields, field_paragraphs: paragraphsField }),
    { field_intro: textField, field_external_link: linkField },
  ),
  map: (p, ctx, nested): ExpandableBlock | null =>
    titledItems(
      p,
      'expandable',
      (item) => {
        const text = titledText(item, ctx);
        if (!text) return null;
        return compact({
          id: nextExpandableId(text.title, ctx),
          label: plain(item.field_label),
          ...text,
          blocks: nested.mapParagraphs(item.field_paragraphs, ctx),
        });
      },
      { intro: html(p.field_intro, ctx), externalLink: firstLink(p.field_external_link, ctx) },
    ),
});
