export type { SearchCtaProps } from './search-cta';
export { SearchCta } from './search-cta';
