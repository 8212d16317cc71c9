import '../packages/block-kit/src/fonts/fonts.css';
import '../packages/block-kit/src/styles.css';
import '../packages/site/src/styles.css';
import '../packages/auth/src/styles.css';
import '../packages/elearning-player/src/styles.css';
import './preview.css';
import { BRAND_IDS, type BrandId, DEFAULT_BRAND_ID, isBrandId } from '@dementie/brands';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { type Decorator, definePreview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { KitDocsPage } from './docs-page';
import { installMotionSwitch, motionSetting, setMotion } from './motion';

installMotionSwitch();

/**
 * Every story renders inside the chosen brand's theme and translation set, in Dutch (lang="nl" on the
 * story root and the document), so axe checks contrast and language for each brand. The motion switch
 * is applied before the story renders; the story is mounted afresh when it changes, so components that
 * read the setting once (the player, counters) follow it.
 */
const withBrand: Decorator = (Story, context) => {
  const chosen = context.globals.brand as string | undefined;
  const brand: BrandId = chosen && isBrandId(chosen) ? chosen : DEFAULT_BRAND_ID;
  const motion = motionSetting(context.globals.motion);
  setMotion(motion);
  if (typeof document !== 'undefined') document.documentElement.dataset.motion = motion;
  useEffect(() => {
    document.documentElement.lang = 'nl';
  }, []);
  return (
    <div key={motion} lang="nl" data-brand={brand} className="dm-root" style={{ padding: '1rem' }}>
      <I18nProvider brand={brand}>
        <Story />
      </I18nProvider>
    </div>
  );
};

/**
 * The project's story configuration, in CSF Factories form (decision 0065): every stories file builds
 * its meta with `preview.meta({...})` and its stories with `meta.story({...})`.
 */
const preview = definePreview({
  // The addons whose story annotations (docs, axe) every story carries, also in the vitest run.
  addons: [addonDocs(), addonA11y()],
  decorators: [withBrand],
  // A docs page for every component: its description, a props table from the types and JSDoc, the stories.
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Merk',
        icon: 'paintbrush',
        items: BRAND_IDS.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Reduced motion: as a visitor who asked for it, or as the browser is set',
      toolbar: {
        title: 'Motion',
        icon: 'transfer',
        items: [
          { value: 'reduce', title: 'Reduced motion', icon: 'stop' },
          { value: 'system', title: 'Browser setting', icon: 'play' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND_ID, motion: 'reduce' },
  parameters: {
    // The a11y addon fails a story's test on any violation (decision 0001).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story of a title on its docs page, also where several stories files share it (./docs-page.tsx).
    docs: { page: KitDocsPage },
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Introduction', 'Brands', 'Colour', 'Typography', 'Spacing and radius', 'Primitives'],
          'Blocks',
          'Widgets',
          'Player',
          'Account',
          'Site screens',
        ],
      },
    },
  },
});

export default preview;
