export type { CardGridProps } from './card-grid';
export { BasicCard, CardGrid } from './card-grid';
