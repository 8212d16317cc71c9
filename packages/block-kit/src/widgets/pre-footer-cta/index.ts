export type { PreFooterCtaProps } from './pre-footer-cta';
export { PreFooterCta } from './pre-footer-cta';
