import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@dementie/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@dementie/source', ...defaultServerConditions] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/pglite-template.ts'],
    // PGlite start-up takes a moment on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
