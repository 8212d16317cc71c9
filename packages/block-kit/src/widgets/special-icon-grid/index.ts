export type { SpecialIconGridProps } from './special-icon-grid';
export { SpecialIconGrid } from './special-icon-grid';
