/// <reference types="vite/client" />

import { BRAND_IDS, DEFAULT_BRAND_ID, themeCustomProperties } from '@dementie/brands';
import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../../packages/block-kit/src/tokens/tokens.css?raw';
import { AA_LARGE_OR_NON_TEXT, AA_TEXT, KIT_COLOUR_PAIRS, type PairFigure, pairFigures } from './contrast';
import { parseTokens, type Token } from './token-values';

export type { Token };

/*
 * The token pages read the design tokens from block-kit's own CSS (tokens/tokens.css) and the brand
 * tokens its themes are written from (@dementie/brands; a block-kit test keeps the theme CSS equal to
 * them), so a page never disagrees with what the components use: nothing here repeats a value.
 */

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
    <div data-brand={props.brand ?? DEFAULT_BRAND_ID} className="dm-root" lang="nl">
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

/** A figure's verdict in words (never colour alone): the minimum it meets, or that it fails. */
function verdict(figure: PairFigure): string {
  if (figure.kind === 'non-text')
    return figure.passesLarge ? `✓ passes ${AA_LARGE_OR_NON_TEXT}:1` : '✗ fails 3:1';
  if (figure.passesText) return `✓ passes ${AA_TEXT}:1`;
  return figure.passesLarge ? '✗ fails 4.5:1 (large text only)' : '✗ fails 3:1';
}

/**
 * The contrast of every colour pair the kit uses (./contrast.ts), per brand: computed here from the
 * same tokens the components use, so a changed token changes its figure. Text is held to 4.5:1, the
 * edges of controls and the focus ring to 3:1 (WCAG 2.2 AA, 1.4.3 and 1.4.11).
 */
export function ContrastFigures() {
  const figures = brandThemes.map(({ brand, tokens }) => ({
    brand,
    figures: pairFigures([...commonTokens, ...tokens]),
  }));
  const name = (token: string) => token.replace('--dm-color-', '');
  return (
    <div className="dm-root" lang="nl" style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Colour on background</th>
            <th style={{ ...cell, textAlign: 'left' }}>Used for</th>
            {figures.map(({ brand }) => (
              <th key={brand} style={{ ...cell, textAlign: 'left' }}>
                {brand}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KIT_COLOUR_PAIRS.map((pair, index) => (
            <tr key={`${pair.text} ${pair.background} ${pair.kind}`}>
              <td style={{ ...cell, ...code }}>
                {name(pair.text)} on {name(pair.background)}
                {pair.kind === 'non-text' ? ' (non-text)' : ''}
              </td>
              <td style={cell}>{pair.usedFor}</td>
              {figures.map(({ brand, figures: brandFigures }) => {
                const figure = brandFigures[index];
                if (!figure) return null;
                return (
                  <td key={brand} data-brand={brand} className="dm-root" style={cell}>
                    <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                      <span
                        aria-hidden="true"
                        style={{
                          flex: 'none',
                          padding: '0.125rem 0.5rem',
                          borderRadius: 'var(--dm-radius-small)',
                          border: '1px solid var(--dm-color-border)',
                          color: `var(${pair.text})`,
                          background: `var(${pair.background})`,
                          fontWeight: 700,
                        }}
                      >
                        Aa
                      </span>
                      <span style={{ whiteSpace: 'nowrap' }}>
                        <strong>{figure.ratio.toFixed(2)}:1</strong>
                        <br />
                        {verdict(figure)}
                      </span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
