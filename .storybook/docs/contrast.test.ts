import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../../packages/brands/src/brands';
import { themeCustomProperties } from '../../packages/brands/src/tokens';
import { contrastRatio, KIT_COLOUR_PAIRS, pairFigures, pairsSetTogether, resolveColour } from './contrast';
import { parseTokens, type Token } from './token-values';

/*
 * The contrast figures of the Colour page are computed from the tokens the components use: the
 * arithmetic is WCAG's, a changed token changes its figures, and no pair the kit's stylesheets set is
 * missing from the table.
 */

const root = path.resolve(import.meta.dirname, '../..');
const commonTokens = parseTokens(
  readFileSync(path.join(root, 'packages/block-kit/src/tokens/tokens.css'), 'utf8'),
);
const tokensOf = (brand: (typeof BRAND_IDS)[number]): Token[] => [
  ...commonTokens,
  ...themeCustomProperties(brand),
];

describe('the contrast figures of the token pages', () => {
  it("computes WCAG's contrast ratio", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WCAG's own borderline example: #767676 on white just passes 4.5:1, #777777 does not.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it("resolves a token through its references and the brand's overrides", () => {
    for (const brand of BRAND_IDS) {
      const brandStrong = themeCustomProperties(brand).find(
        (token) => token.name === '--dm-color-brand-strong',
      );
      // --dm-color-link is var(--dm-color-brand-strong): each brand's own value.
      expect(resolveColour('--dm-color-link', tokensOf(brand))).toBe(brandStrong?.value.toLowerCase());
    }
  });

  it('follows a changed token value: the figure is computed, not typed', () => {
    const tokens = tokensOf('alzheimer');
    const link = (all: Token[]) =>
      pairFigures(all).find(
        (figure) => figure.text === '--dm-color-link' && figure.background === '--dm-color-background',
      );
    const before = link(tokens);
    expect(before?.passesText).toBe(true);
    // A paler brand-strong: the link's figure drops below 4.5:1 and the table says it fails.
    const paler = link([...tokens, { name: '--dm-color-brand-strong', value: '#e07090' }]);
    expect(paler?.ratio).toBe(Math.floor(contrastRatio('#e07090', '#ffffff') * 100) / 100);
    expect(paler?.ratio).toBeLessThan(before?.ratio ?? 0);
    expect(paler?.passesText).toBe(false);
  });

  it('lists every text and background pair that a rule of the kit sets together', () => {
    const stylesheets = ts.sys
      .readDirectory(path.join(root, 'packages'), ['.css'], ['**/node_modules/**', '**/dist/**'])
      .filter((file) => file.includes(`${path.sep}src${path.sep}`));
    expect(stylesheets.length).toBeGreaterThan(20);
    const listed = new Set(KIT_COLOUR_PAIRS.map((pair) => `${pair.text} on ${pair.background}`));
    const missing = stylesheets.flatMap((file) =>
      pairsSetTogether(readFileSync(file, 'utf8'))
        .map((pair) => `${pair.text} on ${pair.background}`)
        .filter((pair) => !listed.has(pair))
        .map((pair) => `${path.relative(root, file)}: ${pair}`),
    );
    expect(missing).toEqual([]);
  });

  it('computes a figure for every pair in every brand', () => {
    for (const brand of BRAND_IDS) {
      const figures = pairFigures(tokensOf(brand));
      expect(figures).toHaveLength(KIT_COLOUR_PAIRS.length);
      for (const figure of figures) expect(figure.ratio).toBeGreaterThanOrEqual(1);
    }
  });
});
