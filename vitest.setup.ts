import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for a state; on a busy 2-core machine (npm test runs the journeys beside these
// tests) a render can take longer than the library's 1 s default, which made passing tests fail.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
