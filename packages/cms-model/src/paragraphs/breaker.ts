import {
  firstLink,
  html,
  linkField,
  mediaField,
  plain,
  stringField,
  svgIcon,
  textField,
  visualMedia,
} from '../fields';
import type { Link } from '../link';
import type { SanitizedHtml, SvgImage, VisualMedia } from '../model';
import { type BlockBase, block, defineParagraph, mapItems, paragraph, title } from './define';

/** breaker: design small/medium/large, title, intro, icons, primary link, media. */
export interface BreakerBlock extends BlockBase {
  readonly kind: 'breaker';
  readonly design: 'small' | 'medium' | 'large';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly icons: readonly SvgImage[];
  readonly primaryLink?: Link;
  readonly media?: VisualMedia;
}

export const breakerParagraph = defineParagraph({
  bundle: 'breaker',
  schema: paragraph({
    field_design: stringField,
    ...title,
    field_intro: textField,
    field_icons: mediaField,
    field_primary_link: linkField,
    field_media: mediaField,
  }),
  map: (p, ctx): BreakerBlock => {
    const design = plain(p.field_design);
    return block(p, 'breaker', {
      design: design === 'small' || design === 'large' ? design : 'medium',
      title: plain(p.field_title),
      intro: html(p.field_intro, ctx),
      icons: mapItems(p.field_icons, (media) => svgIcon([media])),
      primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
      media: visualMedia(p.field_media, ctx),
    });
  },
});
