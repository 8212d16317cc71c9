export type { SelectProps } from './select';
export { Select } from './select';
