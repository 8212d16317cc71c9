export type { IconGridProps } from './icon-grid';
export { IconGrid } from './icon-grid';
