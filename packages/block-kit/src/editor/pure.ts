// Editor tools without Lexical (decision 0042): the raw-content converter, its read-only view and
// the image picker's state. Exported from `@dementie/block-kit` and `@dementie/block-kit/editor`.
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
  serializeRawContent,
} from './raw-content';
export {
  type LexicalJsonNode,
  type LexicalJsonState,
  lexicalToRawContent,
  rawContentToLexical,
  TEXT_FORMAT,
} from './raw-content-lexical';
export { RawContentView, type RawContentViewProps } from './raw-content-view';
