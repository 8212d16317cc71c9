// Editor tools (issue 13): the image picker, the rich-text editor and the raw-content converter.
export { $createImageNode, $isImageNode, ImageNode, type SerializedImageNode } from './image-node';
export { ImagePicker, type ImagePickerProps } from './image-picker';
export {
  type BlobsCompleteness,
  type ChosenFile,
  CUSTOM_IMAGE_ALT,
  canLoadMore,
  canUpload,
  hasPendingSelection,
  type ImagePickerClient,
  initialPickerState,
  listMessageKey,
  nextPage,
  type OpenState,
  type PickerEvent,
  type PickerState,
  pickerReducer,
} from './picker-state';
export {
  EMPTY_RAW_CONTENT,
  isSafeImageSrc,
  isSafeUrl,
  type LexicalJsonNode,
  type LexicalJsonState,
  lexicalToRawContent,
  parseRawContent,
  type RawBlock,
  type RawBlockType,
  type RawContent,
  type RawEntity,
  type RawEntityRange,
  type RawImageEntity,
  type RawInlineStyleRange,
  type RawLinkEntity,
  rawContentFromPlainText,
  rawContentPlainText,
  rawContentToLexical,
  serializeRawContent,
  TEXT_FORMAT,
} from './raw-content';
export { RawContentView, type RawContentViewProps } from './raw-content-view';
export {
  RICH_TEXT_COLOURS,
  RichTextEditor,
  type RichTextEditorProps,
  type RichTextToolbarVariant,
  rawContentOfValue,
  serializeEditorState,
} from './rich-text-editor';
