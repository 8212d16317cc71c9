import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  test: {
    projects: BRAND_IDS.map((brand) => ({
      extends: true,
      plugins: [
        storybookTest({
          configDir: path.join(dirname, '.storybook'),
          tags: { include: ['test'] },
          // The brand this project runs every story in: the toolbar's 'Merk' global.
          initialGlobals: { brand },
        }),
      ],
      test: {
        name: `storybook:${brand}`,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
          instances: [{ browser: 'chromium' }],
        },
        // A ceiling, not a wait: a story that loads the editor's chunk takes 11-15 s while the
        // suite's other steps share the two cores (the default of 15 s failed there once).
        testTimeout: 60_000,
      },
    })),
  },
});
