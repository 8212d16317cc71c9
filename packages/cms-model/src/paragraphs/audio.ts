import { mapAudio, mediaField, plain } from '../fields';
import type { AudioFile } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** audio (our bundle name): a podcast; skipped without media (spec 2 §5). */
export interface AudioBlock extends BlockBase {
  readonly kind: 'audio';
  readonly title?: string;
  readonly audio: AudioFile;
}

export const audioParagraph = defineParagraph({
  bundle: 'audio',
  schema: paragraph({ ...title, field_media: mediaField }),
  map: (p, ctx): AudioBlock | null => {
    const audio = mapAudio(p.field_media?.[0], ctx);
    if (!audio) return null; // spec 2 §5: audio without media is skipped
    return block(p, 'audio', { title: plain(p.field_title), audio });
  },
});
