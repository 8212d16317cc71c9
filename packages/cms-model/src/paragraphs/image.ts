import { html, image, mediaField, mediaWidth, stringField, textField } from '../fields';
import type { Image, MediaWidth, SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph } from './define';

/** image: skipped without media or image (spec 2 §5). */
export interface ImageBlock extends BlockBase {
  readonly kind: 'image';
  readonly image: Image;
  readonly caption?: SanitizedHtml;
  readonly mediaWidth: MediaWidth;
}

export const imageParagraph = defineParagraph({
  bundle: 'image',
  schema: paragraph({ field_media: mediaField, field_caption: textField, field_media_width: stringField }),
  map: (p, ctx): ImageBlock | null => {
    const img = image(p.field_media);
    if (!img) return null; // spec 2 §5: an image block without media or image is skipped
    return block(p, 'image', {
      image: img,
      caption: html(p.field_caption, ctx),
      mediaWidth: mediaWidth(p.field_media_width),
    });
  },
});
