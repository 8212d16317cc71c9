// Admin mode of the player (issue 13): editable documents.
export {
  type PlayerEditorBackend,
  PlayerEditorProvider,
  type PlayerEditorProviderProps,
  usePlayerEditor,
} from './admin-mode';
export { cropsOf, EditableDocumentEditor, type EditableDocumentEditorProps } from './document-editor';
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
