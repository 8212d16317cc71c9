import alzheimer from '../tokens/alzheimer.tokens.json' with { type: 'json' };
import dementie from '../tokens/dementie.tokens.json' with { type: 'json' };
import dementievriendelijk from '../tokens/dementievriendelijk.tokens.json' with { type: 'json' };
import type { BrandId } from './brands';

/*
 * The brands' design tokens live in DTCG JSON (tokens/<brand>.tokens.json: `$value`, `$type`,
 * groups that pass their `$type` on), so designers' tools can read and write them. Everything that
 * needs a brand colour is built from these files: block-kit's theme CSS and the server's colours.
 */

/** One design token, flattened out of its groups. */
export interface DesignToken {
  /** Group and token names from the root, e.g. ['color', 'brand-soft']. */
  readonly path: readonly string[];
  /** The DTCG type, its own or its nearest group's, e.g. 'color'. */
  readonly type: string;
  readonly value: string;
}

const files: Readonly<Record<BrandId, unknown>> = { dementie, dementievriendelijk, alzheimer };

const isGroup = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null;

/**
 * Flattens a DTCG token tree in its written order. Keys starting with '$' are the format's own.
 * @param node - a group or a token
 * @param path - the names that lead to `node`
 * @param inheritedType - the `$type` of the nearest group that has one
 * @returns the tokens under `node`
 */
function flatten(node: unknown, path: readonly string[], inheritedType?: string): DesignToken[] {
  if (!isGroup(node)) return [];
  const type = typeof node.$type === 'string' ? node.$type : inheritedType;
  if ('$value' in node) {
    if (typeof node.$value !== 'string' || type === undefined) {
      throw new Error(`Design token ${path.join('.')} needs a string $value and a $type`);
    }
    return [{ path, type, value: node.$value }];
  }
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('$'))
    .flatMap(([key, child]) => flatten(child, [...path, key], type));
}

/** Every brand's design tokens, flattened, in the order of its JSON file. */
export const brandTokens: Readonly<Record<BrandId, readonly DesignToken[]>> = {
  dementie: flatten(files.dementie, []),
  dementievriendelijk: flatten(files.dementievriendelijk, []),
  alzheimer: flatten(files.alzheimer, []),
};

/** The colour tokens every brand has (the `color` group). */
export const BRAND_COLOUR_NAMES = ['brand', 'brand-strong', 'brand-soft', 'on-brand', 'accent'] as const;

/** A brand colour's name, e.g. 'brand-soft' (CSS `--dm-color-brand-soft`). */
export type BrandColourName = (typeof BRAND_COLOUR_NAMES)[number];

function coloursOf(brand: BrandId): Readonly<Record<BrandColourName, string>> {
  const colours = new Map(
    brandTokens[brand]
      .filter((token) => token.type === 'color' && token.path[0] === 'color' && token.path.length === 2)
      .map((token) => [token.path[1], token.value]),
  );
  return Object.fromEntries(
    BRAND_COLOUR_NAMES.map((name) => {
      const value = colours.get(name);
      if (value === undefined) throw new Error(`tokens/${brand}.tokens.json has no color.${name}`);
      return [name, value];
    }),
  ) as Record<BrandColourName, string>;
}

/** Each brand's colours by name, for code that cannot use the CSS (the certificate image, mails). */
export const brandColours: Readonly<Record<BrandId, Readonly<Record<BrandColourName, string>>>> = {
  dementie: coloursOf('dementie'),
  dementievriendelijk: coloursOf('dementievriendelijk'),
  alzheimer: coloursOf('alzheimer'),
};

/** A CSS custom property made from a token. */
export interface CustomProperty {
  /** e.g. '--dm-color-brand-soft' */
  readonly name: string;
  readonly value: string;
}

/**
 * A brand's tokens as the custom properties of block-kit's theme (prefix `--dm-`).
 * @param brand - the brand
 * @returns the properties in the order of the brand's JSON file
 */
export function themeCustomProperties(brand: BrandId): CustomProperty[] {
  return brandTokens[brand].map((token) => ({ name: `--dm-${token.path.join('-')}`, value: token.value }));
}

/**
 * The theme stylesheet of a brand, as block-kit commits it in `src/themes/<brand>.css`: its tokens
 * scoped by `data-brand`, so no component branches on the brand.
 * @param brand - the brand
 * @returns the stylesheet text, ending in a newline
 */
export function themeCss(brand: BrandId): string {
  const declarations = themeCustomProperties(brand).map(({ name, value }) => `  ${name}: ${value};\n`);
  return (
    `/* Brand theme '${brand}': a token set scoped by data-brand (STYLE.md: a brand is data, never a code branch).\n` +
    ' * Brand colours keep at least 7:1 contrast with white text (checked with axe in stories and e2e).\n' +
    ` * Written from @dementie/brands tokens/${brand}.tokens.json by \`pnpm --filter @dementie/block-kit themes\`: edit the JSON. */\n` +
    `[data-brand="${brand}"] {\n${declarations.join('')}}\n`
  );
}
