import '../packages/block-kit/src/fonts/fonts.css';
import '../packages/block-kit/src/styles.css';
import '../packages/site/src/styles.css';
import '../packages/auth/src/styles.css';
import '../packages/elearning-player/src/styles.css';
import { type BrandId, isBrandId } from '@dementie/i18n-catalogues';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';

const brands = ['dementie', 'dementievriendelijk', 'alzheimer'] as const;

/**
 * Every story renders inside the chosen brand's theme and translation set, in Dutch (lang="nl" on the
 * story root and the document), so axe checks contrast and language for each brand.
 */
const withBrand: Decorator = (Story, context) => {
  const chosen = context.globals.brand as string | undefined;
  const brand: BrandId = chosen && isBrandId(chosen) ? chosen : 'dementie';
  useEffect(() => {
    document.documentElement.lang = 'nl';
  }, []);
  return (
    <div lang="nl" data-brand={brand} className="dm-root" style={{ padding: '1rem' }}>
      <I18nProvider brand={brand}>
        <Story />
      </I18nProvider>
    </div>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Merk',
        icon: 'paintbrush',
        items: brands.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'dementie' },
  parameters: {
    // The a11y addon fails a story's test on any violation (issue 2).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
