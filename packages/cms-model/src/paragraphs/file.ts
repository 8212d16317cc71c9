import { mapDocument, mediaField, plain } from '../fields';
import type { DocumentFile } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** file: a document; skipped without a file (spec 2 §5). */
export interface FileBlock extends BlockBase {
  readonly kind: 'file';
  readonly title?: string;
  readonly document: DocumentFile;
}

export const fileParagraph = defineParagraph({
  bundle: 'file',
  schema: paragraph({ ...title, field_file: mediaField }),
  map: (p, ctx): FileBlock | null => {
    const document = mapDocument(p.field_file?.[0], ctx);
    if (!document) return null; // spec 2 §5: a file without a file is skipped
    return block(p, 'file', { title: plain(p.field_title), document });
  },
});
