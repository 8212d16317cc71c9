import { html, mediaField, plain, textField, visualMedia } from '../fields';
import type { SanitizedHtml, VisualMedia } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** frame (kader): title, body, media. */
export interface FrameBlock extends BlockBase {
  readonly kind: 'frame';
  readonly title?: string;
  readonly body?: SanitizedHtml;
  readonly media?: VisualMedia;
}

export const frameParagraph = defineParagraph({
  bundle: 'frame',
  schema: paragraph({ ...title, field_body: textField, field_media: mediaField }),
  map: (p, ctx): FrameBlock | null => {
    const body = html(p.field_body, ctx);
    const t = plain(p.field_title);
    if (!body && !t) return null;
    return block(p, 'frame', { title: t, body, media: visualMedia(p.field_media, ctx) });
  },
});
