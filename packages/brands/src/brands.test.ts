import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BRAND_COLOUR_NAMES,
  BRAND_IDS,
  brandColours,
  brands,
  brandsWith,
  brandTokens,
  isBrandId,
  themeCss,
  themeCustomProperties,
} from './index';

describe('brands', () => {
  it('describes every id once, under its own id', () => {
    expect(Object.keys(brands)).toEqual([...BRAND_IDS]);
    for (const id of BRAND_IDS) expect(brands[id].id).toBe(id);
  });

  it('narrows only the three ids', () => {
    expect(BRAND_IDS.every(isBrandId)).toBe(true);
    expect(isBrandId('Dementie')).toBe(false);
    expect(isBrandId(undefined)).toBe(false);
  });

  it('gives each site its own port after the API port', () => {
    const offsets = BRAND_IDS.map((id) => brands[id].portOffset);
    expect(offsets).toEqual([1, 2, 3]);
  });

  it('lists the brands that have a feature', () => {
    expect(brandsWith((brand) => brand.playerInfoModal)).toEqual(['dementievriendelijk']);
    expect(brandsWith((brand) => brand.footer === 'charity')).toEqual(['alzheimer']);
  });

  it('gives quality marks to the charity footer only (spec 3 §2)', () => {
    for (const id of BRAND_IDS) {
      expect(brands[id].qualityMarks.length > 0).toBe(brands[id].footer === 'charity');
    }
    expect(brands.alzheimer.socialLinks.map((link) => link.network)).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'YouTube',
      'X',
    ]);
  });
});

describe('design tokens', () => {
  it('has one DTCG file per brand', () => {
    const files = readdirSync(new URL('../tokens', import.meta.url)).sort();
    expect(files).toEqual(BRAND_IDS.map((id) => `${id}.tokens.json`).sort());
  });

  it('gives every brand the same colour tokens, each a hex colour', () => {
    for (const id of BRAND_IDS) {
      expect(brandTokens[id].map((token) => token.path.join('.'))).toEqual(
        BRAND_COLOUR_NAMES.map((name) => `color.${name}`),
      );
      for (const token of brandTokens[id]) {
        expect(token.type).toBe('color');
        expect(token.value).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it('gives the server the same colours as the theme', () => {
    expect(brandColours.dementievriendelijk).toEqual({
      brand: '#5a2d82',
      'brand-strong': '#41205f',
      'brand-soft': '#efe7f6',
      'on-brand': '#ffffff',
      accent: '#f7b500',
    });
    for (const id of BRAND_IDS) {
      const properties = Object.fromEntries(themeCustomProperties(id).map((p) => [p.name, p.value]));
      for (const name of BRAND_COLOUR_NAMES)
        expect(properties[`--dm-color-${name}`]).toBe(brandColours[id][name]);
    }
  });

  it('writes the theme CSS scoped by data-brand', () => {
    expect(themeCss('alzheimer')).toMatch(/^\/\* Brand theme 'alzheimer'/);
    expect(themeCss('alzheimer')).toContain(
      '[data-brand="alzheimer"] {\n  --dm-color-brand: #a3123a;\n  --dm-color-brand-strong: #7a0d2b;\n',
    );
    expect(themeCss('alzheimer').endsWith('  --dm-color-accent: #ffb000;\n}\n')).toBe(true);
  });
});
