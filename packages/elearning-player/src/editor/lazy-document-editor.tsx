import { Loader } from '@dementie/block-kit';
import { lazy, Suspense } from 'react';
import type { EditableDocumentEditorProps } from './document-editor';

/**
 * The document editor with its rich-text editor (Lexical, about 80 kB gzip) loads only when an
 * editor opens admin mode (decision 0038: editor tools load only where used); learners never download it.
 */
const DocumentEditor = lazy(() =>
  import('./document-editor').then((module) => ({ default: module.EditableDocumentEditor })),
);

/** {@link EditableDocumentEditor}, loaded on first use; a loader shows meanwhile. */
export function LazyEditableDocumentEditor(props: EditableDocumentEditorProps) {
  return (
    <Suspense fallback={<Loader />}>
      <DocumentEditor {...props} />
    </Suspense>
  );
}
