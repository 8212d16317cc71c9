import { defineConfig } from 'vitest/config';

/**
 * One run for every unit, component and server test of the workspace (npm test), two workers at most
 * so it stays lean on a 2-core machine. Every story is checked in the Storybook build (e2e/visual, decision 0074).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'scripts/vitest.config.ts',
      'config/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
    maxWorkers: 2,
  },
});
