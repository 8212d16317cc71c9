import { describe, expect, it } from 'vitest';
import { isServerPath, SERVER_PATH_PREFIXES } from './server-paths';

describe('server paths', () => {
  it.each(SERVER_PATH_PREFIXES)('takes %s, under it and with a query, as the server’s', (prefix) => {
    expect(isServerPath(prefix)).toBe(true);
    expect(isServerPath(`${prefix}/x/y`)).toBe(true);
    expect(isServerPath(`${prefix}?page=2`)).toBe(true);
  });

  it('leaves pages to the site, also those that start like a server path', () => {
    for (const url of ['/', '/over-dementie', '/apis', '/api-uitleg', '/drupalx?x=1', '/nieuws?page=2']) {
      expect(isServerPath(url)).toBe(false);
    }
  });
});
