import { readFileSync } from 'node:fs';
import { BRAND_IDS, themeCss } from '@dementie/brands';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('brand themes', () => {
  it.each(BRAND_IDS)('themes/%s.css is the one written from the brand tokens (pnpm themes)', (brand) => {
    expect(read(`./${brand}.css`)).toBe(themeCss(brand));
  });

  it('loads every brand theme in styles.css', () => {
    const styles = read('../styles.css');
    for (const brand of BRAND_IDS) expect(styles).toContain(`@import "./themes/${brand}.css";`);
  });
});
