export type { MediaColumnsProps } from './media-columns';
export { MediaColumns } from './media-columns';
