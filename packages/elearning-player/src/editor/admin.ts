// Admin mode without the document editor (decision 0042): the provider, the editor check, where a
// document belongs and the document model. Part of the main entry; the editor itself is `./editor`,
// which the host hands the player to load (`documentEditor`).
export {
  type DocumentEditorLoader,
  type EditableDocumentEditorProps,
  type PlayerEditorBackend,
  PlayerEditorProvider,
  type PlayerEditorProviderProps,
  usePlayerEditor,
} from './admin-mode';
export * from './document-model';
export * from './document-target';
