import { bool, boolField, firstLink, html, linkField, textField } from '../fields';
import type { Link } from '../link';
import type { SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, paragraph, title, titledBlock } from './define';

/** special_end_cta. */
export interface SpecialEndCtaBlock extends BlockBase {
  readonly kind: 'specialEndCta';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly primaryLink?: Link;
  readonly confetti: boolean;
}

export const specialEndCtaParagraph = defineParagraph({
  bundle: 'special_end_cta',
  schema: paragraph({
    ...title,
    field_intro: textField,
    field_primary_link: linkField,
    field_confetti: boolField,
  }),
  map: (p, ctx): SpecialEndCtaBlock | null =>
    titledBlock(p, 'specialEndCta', {
      intro: html(p.field_intro, ctx),
      primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
      confetti: bool(p.field_confetti),
    }),
});
