import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The vitest project of a browser package (auth, block-kit, elearning-player, i18n-catalogues, site):
 * its sources in jsdom, with the shared set-up. `extra` adds to it (the site's server-render tests).
 */
export function jsdomProject(name: string, extra: Omit<TestProjectInlineConfiguration, 'test'> = {}) {
  return defineProject({
    resolve: { conditions: ['@dementie/source', ...defaultClientConditions] },
    ...extra,
    test: {
      name,
      environment: 'jsdom',
      // Worker threads start faster than forked processes (about 13% less time for the jsdom suites);
      // no test here changes process state (env, cwd) that threads would share.
      pool: 'threads',
      // One document per worker for all its files (vitest.setup.ts resets storage, cookies and the
      // page per file): a fresh jsdom per file was most of these projects' time.
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('../vitest.setup.ts', import.meta.url))],
      // A ceiling for a busy shared 2-core machine (axe over a screen, a whole player run).
      testTimeout: 20_000,
    },
  });
}
