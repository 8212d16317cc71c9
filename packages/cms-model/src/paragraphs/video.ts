import { html, mapVideo, mediaField, plain, textField } from '../fields';
import type { SanitizedHtml, VideoEmbed } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** video: skipped without embed data (spec 2 §5). */
export interface VideoBlock extends BlockBase {
  readonly kind: 'video';
  readonly title?: string;
  readonly video: VideoEmbed;
  readonly caption?: SanitizedHtml;
}

export const videoParagraph = defineParagraph({
  bundle: 'video',
  schema: paragraph({ ...title, field_media: mediaField, field_caption: textField }),
  map: (p, ctx): VideoBlock | null => {
    const video = mapVideo(p.field_media?.[0]);
    if (!video) return null; // spec 2 §5: a video without embed data is skipped
    return block(p, 'video', { title: plain(p.field_title), video, caption: html(p.field_caption, ctx) });
  },
});
