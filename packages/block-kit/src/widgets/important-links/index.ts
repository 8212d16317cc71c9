export type { ImportantLinksProps } from './important-links';
export { ImportantLinks } from './important-links';
