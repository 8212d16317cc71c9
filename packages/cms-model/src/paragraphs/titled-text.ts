import { html, plain, textField } from '../fields';
import type { SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/*
 * text_with_title and text_split_columns: an optional title and a body, skipped without a body
 * (spec 2 §5). The same fields, laid out differently: a body under its title, or beside it.
 */

/** An optional title and a body. */
export interface TitledText extends BlockBase {
  readonly title?: string;
  readonly body: SanitizedHtml;
}

/** A titled text of kind `K`. */
export type TitledTextBlock<K extends string> = TitledText & { readonly kind: K };

/** text_with_title. */
export interface TextWithTitleBlock extends TitledTextBlock<'textWithTitle'> {}

/** text_split_columns: a title column beside a text column. */
export interface TextSplitColumnsBlock extends TitledTextBlock<'textSplitColumns'> {}

/** The definition of one titled-text bundle: its kind. */
function titledText<const B extends string, const K extends string>(bundle: B, kind: K) {
  return defineParagraph({
    bundle,
    schema: paragraph({ ...title, field_body: textField }),
    map: (p, ctx): TitledTextBlock<K> | null => {
      const body = html(p.field_body, ctx);
      return body ? block(p, kind, { title: plain(p.field_title), body }) : null;
    },
  });
}

export const textWithTitleParagraph = titledText('text_with_title', 'textWithTitle');
export const textSplitColumnsParagraph = titledText('text_split_columns', 'textSplitColumns');
