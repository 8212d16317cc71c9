import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../config/chromium';

/**
 * The design kit's visual check (decision 0044): the built Storybook (`storybook-static/`, made by
 * `pnpm run storybook:build`) served by a small static server, every story in the three brands at
 * 390 and 1280 px. `pnpm test:visual` runs it; `pnpm test:visual:update` rewrites the screenshots after
 * a deliberate visual change (then review the PNG diff and commit it).
 */
const port = Number(process.env.VISUAL_PORT ?? 4190);
/** The built Storybook to check (default `storybook-static/` at the root). */
const storybookDir = process.env.VISUAL_STORYBOOK ?? '../storybook-static';

export default defineConfig({
  testDir: './visual',
  testMatch: /.*\.spec\.ts/,
  outputDir: `test-results/visual-${port}`,
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A worker's first story opens its eight previews (three brands and the motion render, two widths).
  timeout: 240_000,
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  expect: {
    toHaveScreenshot: {
      // Small tolerance for anti-aliasing; a moved or resized block changes far more.
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  },
  webServer: {
    command: `node visual/static-server.mjs ${storybookDir} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
