import type { Token } from './token-values';

/*
 * The contrast figures of the token pages: the WCAG 2.2 contrast ratio of every colour pair the kit
 * uses, per brand, computed from the token values (block-kit's tokens.css and the brand's tokens), so a
 * figure follows a changed token and no ratio is ever typed. contrast.test.ts checks the arithmetic,
 * that a changed token changes the figure, and that every pair the kit's stylesheets set in one rule
 * is listed here.
 */

/** A text (or non-text) colour the kit draws on a background colour, both as token names. */
export interface ColourPair {
  readonly text: string;
  readonly background: string;
  /** Text is held to 4.5:1 (3:1 when large); a control's edge, an icon or the focus ring to 3:1. */
  readonly kind: 'text' | 'non-text';
  /** Where the kit uses the pair, for the designer reading the table. */
  readonly usedFor: string;
}

/**
 * The pairs the kit uses: each pair that a rule of the kit's stylesheets sets together (contrast.test.ts
 * keeps this list complete), and the text colours on the surfaces they inherit.
 */
export const KIT_COLOUR_PAIRS: readonly ColourPair[] = [
  {
    text: '--dm-color-text',
    background: '--dm-color-background',
    kind: 'text',
    usedFor: 'Body text, fields',
  },
  {
    text: '--dm-color-text',
    background: '--dm-color-surface',
    kind: 'text',
    usedFor: 'Messages, notices, toolbars',
  },
  {
    text: '--dm-color-text',
    background: '--dm-color-sand',
    kind: 'text',
    usedFor: 'Sand panels (calls to action, text with image)',
  },
  {
    text: '--dm-color-text',
    background: '--dm-color-brand-soft',
    kind: 'text',
    usedFor: 'Soft brand panels (frames, cards, login sent)',
  },
  {
    text: '--dm-color-text-muted',
    background: '--dm-color-background',
    kind: 'text',
    usedFor: 'Dates, hints, secondary text',
  },
  { text: '--dm-color-link', background: '--dm-color-background', kind: 'text', usedFor: 'Links, skip link' },
  {
    text: '--dm-color-link',
    background: '--dm-color-brand-soft',
    kind: 'text',
    usedFor: 'Links in soft brand panels',
  },
  {
    text: '--dm-color-on-brand',
    background: '--dm-color-brand',
    kind: 'text',
    usedFor: 'Primary buttons, footer, current page',
  },
  {
    text: '--dm-color-on-brand',
    background: '--dm-color-brand-strong',
    kind: 'text',
    usedFor: 'Hovered buttons, pressed toolbar buttons, badges',
  },
  {
    text: '--dm-color-brand',
    background: '--dm-color-on-brand',
    kind: 'text',
    usedFor: 'An open submenu toggle in the header',
  },
  {
    text: '--dm-color-brand-strong',
    background: '--dm-color-background',
    kind: 'text',
    usedFor: 'Secondary buttons, buttons on brand panels, icons',
  },
  {
    text: '--dm-color-brand-strong',
    background: '--dm-color-brand-soft',
    kind: 'text',
    usedFor: 'Hovered secondary and tertiary buttons',
  },
  { text: '--dm-color-error', background: '--dm-color-background', kind: 'text', usedFor: 'Field errors' },
  { text: '--dm-color-error', background: '--dm-color-surface', kind: 'text', usedFor: 'Error messages' },
  { text: '--dm-color-success', background: '--dm-color-background', kind: 'text', usedFor: 'Success text' },
  { text: '--dm-color-success', background: '--dm-color-surface', kind: 'text', usedFor: 'Success messages' },
  {
    text: '--dm-color-border',
    background: '--dm-color-background',
    kind: 'non-text',
    usedFor: 'Edges of fields and checkboxes',
  },
  {
    text: '--dm-color-focus',
    background: '--dm-color-focus-halo',
    kind: 'non-text',
    usedFor: 'Focus ring (dark ring in a yellow halo)',
  },
  {
    text: '--dm-color-focus-halo',
    background: '--dm-color-brand',
    kind: 'non-text',
    usedFor: 'Focus halo on brand surfaces',
  },
];

/** The minimum ratios of WCAG 2.2 AA: 1.4.3 (text, large text) and 1.4.11 (non-text). */
export const AA_TEXT = 4.5;
export const AA_LARGE_OR_NON_TEXT = 3;

/**
 * A token's colour as `#rrggbb`, following `var(--...)` references through the tokens.
 * @param name - a custom property name, e.g. '--dm-color-link'
 * @param tokens - every token in force, later entries overriding earlier ones
 * @returns the six-digit hex colour
 */
export function resolveColour(name: string, tokens: readonly Token[]): string {
  const values = new Map(tokens.map((token) => [token.name, token.value]));
  let value = values.get(name);
  for (let hops = 0; value !== undefined && hops < 10; hops += 1) {
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!reference) break;
    value = values.get(reference[1]!);
  }
  const hex = value?.trim().toLowerCase();
  if (hex && /^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (hex && /^#[0-9a-f]{3}$/.test(hex))
    return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  throw new Error(`${name} is no hex colour (${value ?? 'not declared'})`);
}

/** The relative luminance of a `#rrggbb` colour (WCAG 2.2, definitions). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** One pair's figure in one brand. */
export interface PairFigure extends ColourPair {
  readonly textColour: string;
  readonly backgroundColour: string;
  /** Rounded down to two decimals, so a figure shown as passing never rounds up to it. */
  readonly ratio: number;
  /** Passes 4.5:1 (text only; undefined for non-text). */
  readonly passesText: boolean | undefined;
  /** Passes 3:1 (large text, or non-text). */
  readonly passesLarge: boolean;
}

/**
 * The figures of the pairs with the tokens of one brand.
 * @param tokens - the common tokens, then the brand's overrides
 * @param pairs - the pairs to compute; default the kit's
 */
export function pairFigures(
  tokens: readonly Token[],
  pairs: readonly ColourPair[] = KIT_COLOUR_PAIRS,
): PairFigure[] {
  return pairs.map((pair) => {
    const textColour = resolveColour(pair.text, tokens);
    const backgroundColour = resolveColour(pair.background, tokens);
    const exact = contrastRatio(textColour, backgroundColour);
    return {
      ...pair,
      textColour,
      backgroundColour,
      ratio: Math.floor(exact * 100) / 100,
      passesText: pair.kind === 'text' ? exact >= AA_TEXT : undefined,
      passesLarge: exact >= AA_LARGE_OR_NON_TEXT,
    };
  });
}

/**
 * The text and background tokens that one rule of a stylesheet sets together (`color` and
 * `background` or `background-color`, each a `var(--dm-color-...)`), once each.
 */
export function pairsSetTogether(css: string): { text: string; background: string }[] {
  const found = new Map<string, { text: string; background: string }>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, body] of withoutComments.matchAll(/\{([^{}]*)\}/g)) {
    const text = /(?:^|[;\s])color\s*:\s*var\((--dm-color-[\w-]+)\)/.exec(body ?? '')?.[1];
    const background = /background(?:-color)?\s*:\s*var\((--dm-color-[\w-]+)\)/.exec(body ?? '')?.[1];
    if (text && background) found.set(`${text} ${background}`, { text, background });
  }
  return [...found.values()];
}
