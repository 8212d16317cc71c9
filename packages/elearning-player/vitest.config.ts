import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@dementie/source', ...defaultClientConditions] },
  test: {
    name: 'elearning-player',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts'],
    // A ceiling for a busy shared 2-core machine (axe over a screen, a whole player run).
    testTimeout: 20_000,
  },
});
