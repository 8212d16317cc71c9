// `@dementie/block-kit/editor` (decision 0042): the image picker, the rich-text editor (Lexical)
// and the raw-content converter. For editors only: load it lazily, as the player's admin mode does.

export {
  ImageAltField,
  type ImageAltFieldProps,
  type ImageAltValue,
  imageAltMissing,
} from './image-alt-field';
export { $createImageNode, $isImageNode, ImageNode, type SerializedImageNode } from './image-node';
export { ImagePicker, type ImagePickerProps } from './image-picker';
export * from './pure';
export {
  RICH_TEXT_COLOURS,
  RichTextEditor,
  type RichTextEditorProps,
  type RichTextToolbarVariant,
  rawContentOfValue,
  serializeEditorState,
} from './rich-text-editor';
