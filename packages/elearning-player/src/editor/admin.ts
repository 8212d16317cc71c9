// Admin mode without the document editor (decision 0042): the provider, the editor check and
// the document model. Part of the main entry; the editor itself loads lazily (`./editor`).
export {
  type PlayerEditorBackend,
  PlayerEditorProvider,
  type PlayerEditorProviderProps,
  usePlayerEditor,
} from './admin-mode';
export {
  allowedBlockKinds,
  type DocumentSaveBackend,
  type DraftBlock,
  documentForEditing,
  emptyBlock,
  moveBlock,
  removeBlock,
  svgIcon,
  videoLinkToEmbed,
} from './document-model';
export {
  activityDocumentField,
  type DocumentTarget,
  type EditableField,
  type EditableTargetKind,
  ICON_SIZE,
} from './document-target';
