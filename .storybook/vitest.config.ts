import { defineProject } from 'vitest/config';

// The docs pages' own code (guidance, token pages): plain Node tests over the sources, no browser.
export default defineProject({
  test: {
    name: 'storybook-docs',
    environment: 'node',
    include: ['**/*.test.ts'],
    // A ceiling, not a wait: parsing the 101 stories files takes 3 s alone and more while a build
    // shares the two cores (the default 5 s was passed once).
    testTimeout: 60_000,
  },
});
