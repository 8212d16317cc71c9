import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@dementie/source', ...defaultClientConditions] },
  test: {
    name: 'i18n-catalogues',
    environment: 'jsdom',
    // Worker threads start faster than forked processes (about 13% less time for the jsdom suites);
    // no test here changes process state (env, cwd) that threads would share.
    pool: 'threads',
    // One document per worker for all its files (vitest.setup.ts resets storage, cookies and the page
    // per file): a fresh jsdom per file was most of this project's time.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts'],
    // A ceiling for a busy shared 2-core machine (axe over a screen, a whole player run).
    testTimeout: 20_000,
  },
});
