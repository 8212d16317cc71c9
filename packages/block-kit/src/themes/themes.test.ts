import { readFileSync } from 'node:fs';
import { BRAND_IDS, themeCss } from '@dementie/brands';
import { describe, expect, it } from 'vitest';
import { themesIndexCss } from './theme';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('brand themes', () => {
  it.each(BRAND_IDS)('themes/%s.css is the one written from the brand tokens (pnpm themes)', (brand) => {
    expect(read(`./${brand}.css`)).toBe(themeCss(brand));
  });

  it('loads every brand theme in styles.css', () => {
    expect(read('../styles.css')).toContain('@import "./themes/themes.css";');
    const themes = read('./themes.css');
    expect(themes).toBe(themesIndexCss());
    for (const brand of BRAND_IDS) expect(themes).toContain(`@import "./${brand}.css";`);
  });
});
