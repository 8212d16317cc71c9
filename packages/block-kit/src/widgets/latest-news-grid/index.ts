export type { LatestNewsGridProps } from './latest-news-grid';
export { LatestNewsGrid } from './latest-news-grid';
