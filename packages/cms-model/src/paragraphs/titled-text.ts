import type { z } from 'zod';
import { html, type MapContext, plain, textField } from '../fields';
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

/** text_with_title. */
export interface TextWithTitleBlock extends TitledText {
  readonly kind: 'textWithTitle';
}

/** text_split_columns: a title column beside a text column. */
export interface TextSplitColumnsBlock extends TitledText {
  readonly kind: 'textSplitColumns';
}

const schema = paragraph({ ...title, field_body: textField });

function titledText<const K extends string>(kind: K, p: z.output<typeof schema>, ctx: MapContext) {
  const body = html(p.field_body, ctx);
  return body ? block(p, kind, { title: plain(p.field_title), body }) : null;
}

export const textWithTitleParagraph = defineParagraph({
  bundle: 'text_with_title',
  schema,
  map: (p, ctx): TextWithTitleBlock | null => titledText('textWithTitle', p, ctx),
});

export const textSplitColumnsParagraph = defineParagraph({
  bundle: 'text_split_columns',
  schema,
  map: (p, ctx): TextSplitColumnsBlock | null => titledText('textSplitColumns', p, ctx),
});
