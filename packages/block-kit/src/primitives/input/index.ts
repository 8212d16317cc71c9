export type { TextInputType } from './input-mode';
export { htmlTypeFor, inputModeFor, normaliseTyped } from './input-mode';
export type { TextAreaProps, TextInputProps } from './text-input';
export { TextArea, TextInput } from './text-input';
