export type { SpecialEndCtaProps } from './special-end-cta';
export { SpecialEndCta } from './special-end-cta';
