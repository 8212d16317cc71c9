import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';
import { fontPreload } from '../config/font-preload.ts';
// The source file, not the package: this config loads before any build, without the source condition.
import { BRAND_IDS } from '../packages/brands/src/brands.ts';
import { demoMediaPlugin } from './media-plugin.ts';
import { withFactoryMetaDescription } from './meta-description.ts';

/** One Storybook for every package: the design kit designers review (ARCHITECTURE.md). */
const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The brands' own files (logo, quality marks) as their apps serve them, for the site's screens.
  // A stand-in for a video host's player (./static/video.html), since stories work offline.
  staticDirs: [
    ...BRAND_IDS.map((brand) => ({
      from: `../apps/${brand}/public`,
      to: `/brands/${brand}`,
    })),
    { from: './static', to: '/stand-in' },
  ],
  // Props tables (autodocs, Controls) come from the components' types and JSDoc via react-docgen.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The docs pages' descriptions from the JSDoc above each stories file's meta (./meta-description.ts).
  // A preset's function entry is applied to the value before it, hence the cast from its own type.
  experimental_enrichCsf: withFactoryMetaDescription as unknown as StorybookConfig['experimental_enrichCsf'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.resolve = {
      ...viteConfig.resolve,
      // Stories use the packages' sources, so they need no build.
      conditions: ['@dementie/source', ...defaultClientConditions],
    };
    // The demo content's pictures and files, as the API server serves them (spec 2 §7).
    // The kit's regular and bold fonts preloaded as on the sites: with `font-display: optional` a font
    // that is not there at first paint is not used, and designers would judge type in the fallback.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), demoMediaPlugin(), fontPreload(undefined, './')];
    return viteConfig;
  },
};

export default config;
