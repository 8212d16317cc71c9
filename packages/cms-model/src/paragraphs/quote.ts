import {
  bool,
  boolField,
  html,
  image,
  mediaField,
  mediaWidth,
  plain,
  stringField,
  textField,
} from '../fields';
import type { Image, MediaWidth, SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, paragraph } from './define';

/** quote: body, author, image, position, display width, full screen. */
export interface QuoteBlock extends BlockBase {
  readonly kind: 'quote';
  readonly body: SanitizedHtml;
  readonly author?: string;
  readonly image?: Image;
  readonly position: 'left' | 'right';
  readonly displayWidth: MediaWidth;
  readonly fullScreen: boolean;
}

export const quoteParagraph = defineParagraph({
  bundle: 'quote',
  schema: paragraph({
    field_body: textField,
    field_author: textField,
    field_media: mediaField,
    field_position: stringField,
    field_display_width: stringField,
    field_full_screen: boolField,
  }),
  map: (p, ctx): QuoteBlock | null => {
    const body = html(p.field_body, ctx);
    if (!body) return null;
    return block(p, 'quote', {
      body,
      author: plain(p.field_author),
      image: image(p.field_media),
      position: plain(p.field_position) === 'right' ? 'right' : 'left',
      displayWidth: mediaWidth(p.field_display_width),
      fullScreen: bool(p.field_full_screen),
    });
  },
});
