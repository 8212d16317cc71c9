import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.js';

describe('safeRedirectPath (decision 0021: one open-redirect guard for every route)', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/mijn-trainingen')).toBe('/mijn-trainingen');
    expect(safeRedirectPath('/nieuws?page=2#lijst')).toBe('/nieuws?page=2#lijst');
    expect(safeRedirectPath('/zoeken?q=geheugen%20kwijt')).toBe('/zoeken?q=geheugen%20kwijt');
  });

  it.each([
    ['another host', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/a\\b'],
    ['a tab that browsers drop', '/\t/evil.example/'],
    ['a newline', '/\n/x'],
    ['a carriage return', '/x\r\nSet-Cookie: a=b'],
    ['a NUL', '/a\u0000'],
    ['a C1 control', '/a\u0085'],
    ['a line separator', '/a\u2028'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'nieuws'],
    ['an empty value', ''],
    ['a very long path', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(['/'])).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
  });

  it('normalises dot segments but stays on the site', () => {
    expect(safeRedirectPath('/a/../../b')).toBe('/b');
    expect(safeRedirectPath('/%2e%2e/x')).toBe('/x');
  });
});
