import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl } from './safe-link.js';

describe('isSafeLinkUrl', () => {
  it.each([
    '/nieuws',
    '/zoeken?zoekterm=geheugen%20test#resultaten',
    '#inhoud',
    '?pagina=2',
    'over-ons',
    './over-ons',
    '../trainingen',
    ' /nieuws ',
    'https://www.alzheimer-nederland.nl/doneren',
    'HTTP://example.nl',
    'mailto:info@dementie.nl',
    'tel:0800-5088',
  ])('keeps %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '//evil.test',
    '///evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '\\/evil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r\n/evil.test',
    '/%5Cevil.test',
    '/%5cevil.test',
    '/%2F/evil.test',
    '%2F%2Fevil.test',
    '/%09/evil.test',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://a.example\\@evil.test',
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});
