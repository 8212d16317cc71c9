// Admin mode without the document editor (decision 0042): the provider, the editor check, where a
// document belongs and the document model. Part of the main entry; the editor itself loads lazily
// (`./editor`).
export {
  type PlayerEditorBackend,
  PlayerEditorProvider,
  type PlayerEditorProviderProps,
  usePlayerEditor,
} from './admin-mode';
export * from './document-model';
export * from './document-target';
