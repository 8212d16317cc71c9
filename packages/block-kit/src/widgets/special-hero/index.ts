export type { SpecialHeroProps } from './special-hero';
export { SpecialHero } from './special-hero';
