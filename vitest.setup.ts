import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy/waitFor wait for a state; on a busy 2-core machine (npm test runs the journeys beside these
// tests) a render can take longer than the library's 1 s default, which made passing tests fail.
configure({ asyncUtilTimeout: 5_000 });

// The jsdom projects run their test files one after another in one document per worker (`isolate:
// false`: creating a document per file was most of their time). Each file still starts as it would in
// a fresh one: no stored choices, no cookies, nothing left in the page.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this only expires cookies.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.replaceChildren();
});

afterEach(() => {
  cleanup();
});
