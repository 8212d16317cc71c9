// `@dementie/elearning-player/editor` (decision 0042): admin mode and the document editor (Lexical).
// The player itself loads the editor lazily; the main entry has only `./admin`.
export * from './admin';
export { cropsOf, EditableDocumentEditor, type EditableDocumentEditorProps } from './document-editor';
