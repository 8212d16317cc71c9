import { mapAudio, mediaField } from '../fields';
import type { AudioFile } from '../model';
import { defineParagraph, paragraph, type TitledFileBlock, title, titledFile } from './define';

/** audio (our bundle name): a podcast; skipped without media (spec 2 §5). */
export interface AudioBlock extends TitledFileBlock<'audio', 'audio', AudioFile> {}

export const audioParagraph = defineParagraph({
  bundle: 'audio',
  schema: paragraph({ ...title, field_media: mediaField }),
  map: (p, ctx): AudioBlock | null => titledFile(p, 'audio', 'audio', mapAudio(p.field_media?.[0], ctx)),
});
