import { mapDocument, mediaField } from '../fields';
import type { DocumentFile } from '../model';
import { defineParagraph, paragraph, type TitledFileBlock, title, titledFile } from './define';

/** file: a document; skipped without a file (spec 2 §5). */
export interface FileBlock extends TitledFileBlock<'file', 'document', DocumentFile> {}

export const fileParagraph = defineParagraph({
  bundle: 'file',
  schema: paragraph({ ...title, field_file: mediaField }),
  map: (p, ctx): FileBlock | null => titledFile(p, 'file', 'document', mapDocument(p.field_file?.[0], ctx)),
});
