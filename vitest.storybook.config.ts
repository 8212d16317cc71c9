import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './config/chromium';
// The source file, not the package: this config loads before any build, without the source condition.
import { BRAND_IDS } from './packages/brands/src/brands.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Storybook stories as tests in Debian's Chromium (browsers cannot be downloaded here), each story in
 * each of the three brands: the a11y addon fails a story on any axe violation.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), tags: { include: ['test'] } })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      // The story files share one page per brand instead of a fresh frame each: the packages' modules
      // load once, not once per file (303 files: 148 s instead of about 6 minutes). Every story still
      // mounts afresh through Storybook's own render and clean-up; a shuffled file order passes too.
      isolate: false,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      // One instance per brand, all on one Vite server: the stories and the packages' sources are
      // transformed once, not once per brand. Each instance runs every story in its brand: the
      // toolbar's 'Merk' global, given as the initial globals the Storybook plugin reads.
      instances: BRAND_IDS.map((brand) => ({
        browser: 'chromium' as const,
        name: `storybook:${brand}`,
        provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { brand } },
      })),
    },
    // A ceiling, not a wait: a story that loads the editor's chunk takes 11-15 s while the
    // suite's other steps share the two cores (the default of 15 s failed there once).
    testTimeout: 60_000,
  },
});
