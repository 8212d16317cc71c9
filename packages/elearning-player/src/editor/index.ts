// `@dementie/elearning-player/editor` (issue 13, issue 24): admin mode and the document editor (Lexical).
// The player itself loads the editor lazily; the main entry has only `./admin`.
export * from './admin';
export { cropsOf, EditableDocumentEditor, type EditableDocumentEditorProps } from './document-editor';
