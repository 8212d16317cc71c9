import { allLinks, html, linkField, mediaField, plain, stringField, textField, visualMedia } from '../fields';
import type { Link } from '../link';
import type { BlockColor, SanitizedHtml, VisualMedia } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';
import { colorOf } from './shared';

/** text_image (new design, and the old one). */
export interface TextImageBlock extends BlockBase {
  readonly kind: 'textImage';
  readonly design: 'new' | 'old';
  readonly title?: string;
  readonly body?: SanitizedHtml;
  readonly label?: string;
  readonly color?: BlockColor;
  /** Where the image sits. */
  readonly position: 'left' | 'right';
  readonly links: readonly Link[];
  readonly media?: VisualMedia;
}

export const textImageParagraph = defineParagraph({
  bundle: 'text_image',
  schema: paragraph({
    field_design: stringField,
    ...title,
    field_body: textField,
    field_label: textField,
    field_color: stringField,
    field_position: stringField,
    field_links: linkField,
    field_media: mediaField,
  }),
  map: (p, ctx): TextImageBlock =>
    block(p, 'textImage', {
      design: plain(p.field_design) === 'old' ? 'old' : 'new',
      title: plain(p.field_title),
      body: html(p.field_body, ctx),
      label: plain(p.field_label),
      color: colorOf(p.field_color),
      position: plain(p.field_position) === 'left' ? 'left' : 'right',
      links: allLinks(p.field_links, ctx),
      media: visualMedia(p.field_media, ctx),
    }),
});
