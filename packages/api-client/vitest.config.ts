import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@dementie/source', ...defaultClientConditions] },
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [],
  },
});
