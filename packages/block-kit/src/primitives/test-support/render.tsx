import { BRAND_IDS, type BrandId } from '@dementie/brands';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

function BrandShell({ brand, children }: { brand: BrandId; children: ReactNode }) {
  return (
    <div lang="nl" data-brand={brand} className="dm-root">
      <I18nProvider brand={brand}>{children}</I18nProvider>
    </div>
  );
}

// One wrapper component per brand at module level, so a rerender keeps the same component.
const shells = Object.fromEntries(
  BRAND_IDS.map((brand) => [
    brand,
    ({ children }: { children: ReactNode }) => <BrandShell brand={brand}>{children}</BrandShell>,
  ]),
) as Record<BrandId, (props: { children: ReactNode }) => ReactNode>;

/** Test helper (not exported from the package): render inside a brand's texts and theme root. */
export function renderWithI18n(
  ui: ReactElement,
  brand: BrandId = 'dementie',
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult {
  return render(ui, { wrapper: shells[brand], ...options });
}
