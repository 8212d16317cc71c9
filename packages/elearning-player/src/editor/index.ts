// `@dementie/elearning-player/editor` (decision 0042): admin mode and the document editor (Lexical).
// The player loads it only through its `documentEditor` prop (`() => import('@dementie/elearning-player/editor')`);
// the main entry has only `./admin`. Needs the Lexical packages (optional peers of block-kit, README 'Editor').
export * from './admin';
export { cropsOf, EditableDocumentEditor } from './document-editor';
