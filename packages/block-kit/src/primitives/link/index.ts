export { looksExternal } from './external';
export type { LinkProps } from './link';
export { ExternalMark, Link } from './link';
