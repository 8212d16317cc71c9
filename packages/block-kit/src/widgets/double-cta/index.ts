export type { DoubleCtaProps } from './double-cta';
export { CtaCardView, DoubleCta } from './double-cta';
