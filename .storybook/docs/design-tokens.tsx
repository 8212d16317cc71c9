/// <reference types="vite/client" />

import { BRAND_IDS, themeCustomProperties } from '@dementie/brands';
import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../../packages/block-kit/src/tokens/tokens.css?raw';

/*
 * The token pages read the design tokens from block-kit's own CSS (tokens/tokens.css) and the brand
 * tokens its themes are written from (@dementie/brands; a block-kit test keeps the theme CSS equal to
 * them), so a page never disagrees with what the components use: nothing here repeats a value.
 */

/** One custom property as its source declares it. */
export interface Token {
  readonly name: string;
  readonly value: string;
}

/** The custom properties declared in a stylesheet, first declaration of each (media overrides skipped). */
export function parseTokens(css: string): Token[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const seen = new Map<string, string>();
  for (const match of withoutComments.matchAll(/(--dm-[\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value && !seen.has(name)) seen.set(name, value.replace(/\s+/g, ' ').trim());
  }
  return [...seen].map(([name, value]) => ({ name, value }));
}

export const commonTokens = parseTokens(tokensCss);

/** Each brand's theme overrides, in the toolbar's order. */
export const brandThemes = BRAND_IDS.map((brand) => ({ brand, tokens: themeCustomProperties(brand) }));

const byPrefix = (...prefixes: string[]) =>
  commonTokens.filter((token) => prefixes.some((prefix) => token.name.startsWith(prefix)));

const cell: CSSProperties = { padding: '0.5rem', borderBottom: '1px solid #d0d0d6', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: '0.875rem' };

function TokenTable(props: {
  tokens: readonly Token[];
  sample: (token: Token) => ReactNode;
  brand?: string;
}) {
  return (
    <div data-brand={props.brand ?? 'dementie'} className="dm-root" lang="nl">
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Token</th>
            <th style={{ ...cell, textAlign: 'left' }}>Value in the source</th>
            <th style={{ ...cell, textAlign: 'left' }}>Sample</th>
          </tr>
        </thead>
        <tbody>
          {props.tokens.map((token) => (
            <tr key={token.name}>
              <td style={{ ...cell, ...code }}>{token.name}</td>
              <td style={{ ...cell, ...code }}>{token.value}</td>
              <td style={cell}>{props.sample(token)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A sample: an inline box styled to show one token. */
function Sample(props: { style: CSSProperties }) {
  return <span style={{ display: 'inline-block', ...props.style }} />;
}

/** A colour token's swatch: its colour in a small bordered box; `style` sets another size. */
export function ColourSwatch(props: { token: Token; style?: CSSProperties }) {
  return (
    <Sample
      style={{
        width: '4rem',
        height: '2rem',
        borderRadius: 'var(--dm-radius-small)',
        border: '1px solid var(--dm-color-border)',
        background: `var(${props.token.name})`,
        ...props.style,
      }}
    />
  );
}

const swatch = (token: Token) => <ColourSwatch token={token} />;

/** The common colours (text, surfaces, states); the brand slots show the default brand. */
export function ColourTokens() {
  return <TokenTable tokens={byPrefix('--dm-color-')} sample={swatch} />;
}

/** The brand colour slots of each brand's theme, side by side with their values. */
export function BrandColourTokens() {
  return (
    <div
      style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}
    >
      {brandThemes.map(({ brand, tokens }) => (
        <section key={brand} data-brand={brand} className="dm-root" lang="nl">
          <h3 style={{ margin: '0 0 0.5rem' }}>{brand}</h3>
          <TokenTable brand={brand} tokens={tokens} sample={swatch} />
        </section>
      ))}
    </div>
  );
}

/** Font families, sizes, line heights and the reading measure, each set in its own size. */
export function TypeTokens() {
  return (
    <TokenTable
      tokens={byPrefix('--dm-font-', '--dm-line-height-', '--dm-measure')}
      sample={(token) =>
        token.name.startsWith('--dm-font-size-') ? (
          <span style={{ fontSize: `var(${token.name})`, lineHeight: 1.2 }}>Dementie herkennen</span>
        ) : token.name.startsWith('--dm-font-family') ? (
          <span style={{ fontFamily: `var(${token.name})` }}>Aa Bb Cc 123</span>
        ) : token.name === '--dm-measure' ? (
          <span
            style={{
              display: 'block',
              maxWidth: `var(${token.name})`,
              borderTop: '4px solid var(--dm-color-brand)',
            }}
          />
        ) : (
          <span style={{ display: 'block', lineHeight: `var(${token.name})`, maxWidth: '14rem' }}>
            Twee regels tekst om de regelafstand te zien.
          </span>
        )
      }
    />
  );
}

/** The spacing scale as bars of each width. */
export function SpacingTokens() {
  return (
    <TokenTable
      tokens={byPrefix('--dm-space-', '--dm-tap-target')}
      sample={(token) => (
        <Sample
          style={{ width: `var(${token.name})`, height: '1rem', background: 'var(--dm-color-brand)' }}
        />
      )}
    />
  );
}

/** The corner radii on a square each. */
export function RadiusTokens() {
  return (
    <TokenTable
      tokens={byPrefix('--dm-radius-')}
      sample={(token) => (
        <Sample
          style={{
            width: '4rem',
            height: '3rem',
            borderRadius: `var(${token.name})`,
            background: 'var(--dm-color-brand-soft)',
            border: '2px solid var(--dm-color-brand)',
          }}
        />
      )}
    />
  );
}

/** Focus ring, motion and other tokens not shown on the other pages. */
export function OtherTokens() {
  return (
    <TokenTable
      tokens={byPrefix('--dm-focus-', '--dm-duration-')}
      sample={(token) =>
        token.name === '--dm-focus-ring' ? (
          <span
            style={{ display: 'inline-block', padding: '0.25rem 0.75rem', boxShadow: `var(${token.name})` }}
          >
            Focus
          </span>
        ) : null
      }
    />
  );
}
