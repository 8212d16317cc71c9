import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'brands',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
