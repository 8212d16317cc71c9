import { defineProject } from 'vitest/config';

// The build's own plugins (config/*.ts): a test builds a fixture with Vite, as the apps are built.
export default defineProject({
  test: {
    name: 'config',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
