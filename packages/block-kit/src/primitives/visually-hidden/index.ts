export type { VisuallyHiddenProps } from './visually-hidden';
export { VisuallyHidden } from './visually-hidden';
