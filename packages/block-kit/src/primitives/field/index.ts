export type { FieldControlProps, FieldProps } from './field';
export { Field, FieldError, RequiredMark } from './field';
