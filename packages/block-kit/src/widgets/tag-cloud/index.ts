export type { TagCloudProps } from './tag-cloud';
export { TagCloud } from './tag-cloud';
