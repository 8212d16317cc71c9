import { defineProject } from 'vitest/config';

// The helpers of the README's two commands (scripts/lib.mjs).
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
