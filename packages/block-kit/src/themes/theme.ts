import { BRAND_IDS, type BrandId } from '@dementie/brands';

/** The brands that have a token set in `themes/`: every brand (written from @dementie/brands' tokens). */
export type ThemeBrand = BrandId;

/**
 * Attributes that put a subtree under a brand's tokens. The theme is chosen by attribute, so a
 * component never branches on the brand (STYLE.md).
 */
export function brandThemeAttributes(brand: ThemeBrand): { 'data-brand': ThemeBrand; className: string } {
  return { 'data-brand': brand, className: 'dm-root' };
}

/**
 * The stylesheet that loads every brand's theme (`themes/themes.css`, imported by styles.css), in the
 * order of `BRAND_IDS`: written with the themes, so styles.css names no brand.
 */
export function themesIndexCss(): string {
  const imports = BRAND_IDS.map((brand) => `@import "./${brand}.css";\n`).join('');
  return `/* Every brand's theme. Written from @dementie/brands by \`pnpm --filter @dementie/block-kit themes\`. */\n${imports}`;
}
