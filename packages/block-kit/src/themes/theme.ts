import type { BrandId } from '@dementie/brands';

/** The brands that have a token set in `themes/`: every brand (written from @dementie/brands' tokens). */
export type ThemeBrand = BrandId;

/**
 * Attributes that put a subtree under a brand's tokens. The theme is chosen by attribute, so a
 * component never branches on the brand (STYLE.md).
 */
export function brandThemeAttributes(brand: ThemeBrand): { 'data-brand': ThemeBrand; className: string } {
  return { 'data-brand': brand, className: 'dm-root' };
}
