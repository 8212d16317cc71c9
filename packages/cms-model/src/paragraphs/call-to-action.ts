import { firstLink, html, linkField, plain, stringField, textField } from '../fields';
import type { Link } from '../link';
import type { BlockColor, SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, paragraph, title, titledBlock } from './define';
import { colorOf } from './shared';

/** call_to_action: title, intro, colour, internal link with its label, external link, second link type. */
export interface CallToActionBlock extends BlockBase {
  readonly kind: 'callToAction';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly color?: BlockColor;
  readonly primaryLink?: Link;
  readonly secondaryLink?: Link;
  /** How the second link looks: a button or a plain link. */
  readonly secondLinkType: 'button' | 'link';
}

export const callToActionParagraph = defineParagraph({
  bundle: 'call_to_action',
  schema: paragraph({
    ...title,
    field_intro: textField,
    field_color: stringField,
    field_internal_link: linkField,
    field_internal_link_label: textField,
    field_external_link: linkField,
    field_second_link_type: stringField,
  }),
  map: (p, ctx): CallToActionBlock | null => {
    const label = plain(p.field_internal_link_label);
    const primaryLink = firstLink(p.field_internal_link, ctx, {
      showAsButton: true,
      ...(label ? { fallbackTitle: label } : {}),
    });
    const secondLinkType = plain(p.field_second_link_type) === 'button' ? 'button' : 'link';
    return titledBlock(p, 'callToAction', {
      intro: html(p.field_intro, ctx),
      color: colorOf(p.field_color),
      // The label field names the internal link when it has its own (spec 2 §3.3).
      primaryLink: primaryLink && label ? { ...primaryLink, title: label } : primaryLink,
      secondaryLink: firstLink(p.field_external_link, ctx, { showAsButton: secondLinkType === 'button' }),
      secondLinkType,
    });
  },
});
