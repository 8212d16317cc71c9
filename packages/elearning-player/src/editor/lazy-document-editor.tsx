import { Loader } from '@dementie/block-kit';
import { type ReactNode, Suspense } from 'react';
import { type EditableDocumentEditorProps, usePlayerEditor } from './admin-mode';

/**
 * The document editor with its rich-text editor (Lexical, about 80 kB gzip), loaded by the host's
 * `documentEditor` when an editor opens admin mode (decision 0038: editor tools load only where
 * used); learners never download it, and a host without it never needs Lexical. A loader shows
 * meanwhile; nothing without a loader (there is no admin mode then).
 */
export function LazyEditableDocumentEditor(props: EditableDocumentEditorProps): ReactNode {
  const { DocumentEditor } = usePlayerEditor();
  if (!DocumentEditor) return null;
  return (
    <Suspense fallback={<Loader />}>
      <DocumentEditor {...props} />
    </Suspense>
  );
}
