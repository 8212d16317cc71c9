// Admin mode without the document editor (decision 0042): the provider, the editor check and
// the document model. Part of the main entry; the editor itself loads lazily (`./editor`).
export {
  type PlayerEditorBackend,
  PlayerEditorProvider,
  type PlayerEditorProviderProps,
  usePlayerEditor,
} from './admin-mode';
export {
  activityDocumentField,
  allowedBlockKinds,
  type DocumentSaveBackend,
  type DocumentTarget,
  type DraftBlock,
  documentForEditing,
  type EditableField,
  type EditableTargetKind,
  emptyBlock,
  ICON_SIZE,
  moveBlock,
  removeBlock,
  svgIcon,
  videoLinkToEmbed,
} from './document-model';
