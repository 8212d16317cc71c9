import {
  compact,
  firstLink,
  html,
  linkField,
  nextExpandableId,
  paragraphsField,
  plain,
  textField,
} from '../fields';
import type { Link } from '../link';
import type { SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, items, mapItems, paragraph, title, titledList } from './define';
import type { Block } from './index';

/** One panel of an expandable. `id` is the slug of its title or 'expandable-' plus its index (spec 2 §5). */
export interface ExpandableItem {
  readonly id: string;
  readonly label?: string;
  readonly title: string;
  readonly text?: SanitizedHtml;
  readonly blocks: readonly Block[];
}

/** expandable: title, intro, external link, items. */
export interface ExpandableBlock extends BlockBase {
  readonly kind: 'expandable';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly externalLink?: Link;
  readonly items: readonly ExpandableItem[];
}

export const expandableParagraph = defineParagraph({
  bundle: 'expandable',
  schema: paragraph({
    ...title,
    field_intro: textField,
    field_external_link: linkField,
    field_items: items({
      field_label: textField,
      field_title: textField,
      field_text: textField,
      field_paragraphs: paragraphsField,
    }),
  }),
  map: (p, ctx, nested): ExpandableBlock | null =>
    titledList(
      p,
      'expandable',
      {
        items: mapItems(p.field_items, (item) => {
          const itemTitle = plain(item.field_title);
          if (!itemTitle) return null;
          return compact({
            id: nextExpandableId(itemTitle, ctx),
            label: plain(item.field_label),
            title: itemTitle,
            text: html(item.field_text, ctx),
            blocks: nested.mapParagraphs(item.field_paragraphs, ctx),
          });
        }),
      },
      { intro: html(p.field_intro, ctx), externalLink: firstLink(p.field_external_link, ctx) },
    ),
});
