/// <reference types="vite/client" />
import { brandIds, brandNames } from '@dementie/i18n-catalogues';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { ConsentProvider } from '../../packages/block-kit/src/consent/consent-context';
import { createMemoryConsentStorage } from '../../packages/block-kit/src/consent/storage';
import { SiteFooter } from '../../packages/block-kit/src/widgets/footer/footer';
import { brandFooter } from '../../packages/block-kit/src/widgets/footer/footer.fixtures';
import { brandThemes, ColourSwatch } from './design-tokens';

/* The brands page: each brand's logo (the file its app serves), its theme colours (its design tokens,
 * as its theme stylesheet is written from them) and its footer, rendered by the same components and data as the stories. */

// Every brand app's logo by brand id, found by its folder (apps/<brand>/public/logo.svg), so this page
// names no brand.
const logoFiles = import.meta.glob<string>('../../apps/*/public/logo.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});
const logos: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(logoFiles).map(([file, url]) => [file.split('/').at(-3), url]),
);

/** The three brands side by side: logo, name and theme colours. */
export function BrandOverview() {
  return (
    <div
      style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' }}
    >
      {brandIds.map((brand) => {
        const theme = brandThemes.find((entry) => entry.brand === brand);
        return (
          <section key={brand} data-brand={brand} className="dm-root" lang="nl" style={{ padding: '1rem' }}>
            <img
              src={logos[brand]}
              alt={`Logo ${brandNames[brand]}`}
              style={{ height: '4rem', maxWidth: '100%' }}
            />
            <h3 style={{ margin: '0.75rem 0 0.25rem' }}>{brandNames[brand]}</h3>
            <p style={{ margin: 0, fontFamily: 'ui-monospace, monospace', fontSize: '0.875rem' }}>
              data-brand="{brand}"
            </p>
            <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.25rem' }}>
              {theme?.tokens.map((token) => (
                <li key={token.name} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                  <ColourSwatch token={token} style={{ width: '2.5rem', height: '1.5rem', flex: 'none' }} />
                  <code style={{ fontSize: '0.8rem' }}>
                    {token.name.replace('--dm-color-', '')} {token.value}
                  </code>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Each brand's footer, one under the other (a footer is as wide as the page). */
export function BrandFooters() {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {brandIds.map((brand) => (
        <section key={brand} data-brand={brand} className="dm-root" lang="nl">
          <h3>{brandNames[brand]}</h3>
          <div>
            <I18nProvider brand={brand}>
              <ConsentProvider adapter={createMemoryConsentStorage({ statistics: false, marketing: false })}>
                <SiteFooter {...brandFooter(brand)} />
              </ConsentProvider>
            </I18nProvider>
          </div>
        </section>
      ))}
    </div>
  );
}
