import { describe, expect, it } from 'vitest';
import {
  breadcrumbLabel,
  isExternalUrl,
  linkUrl,
  mapLink,
  pageKindFromBundle,
  UnknownPageError,
} from './index';

describe('page kinds (spec 2 §2.2)', () => {
  it.each([
    ['homepage', 'home'],
    ['content_page', 'sdv'],
    ['news', 'news'],
    ['ervaringsverhalen', 'ervaringsVerhalen'],
    ['organizatie', 'organisaties'],
    ['campaign', 'campaign'],
    ['campaign_special', 'campaignSpecial'],
  ])('maps the bundle %s (one of seven) to %s', (bundle, kind) => {
    expect(pageKindFromBundle(bundle)).toBe(kind);
  });

  it("makes an unknown bundle the error 'unknown page'", () => {
    expect(() => pageKindFromBundle('webform')).toThrow(UnknownPageError);
    expect(() => pageKindFromBundle('toString')).toThrow('unknown page');
  });
});

describe('breadcrumb labels (spec 2 §2.3)', () => {
  it('keeps titles of up to 30 characters whole', () => {
    expect(breadcrumbLabel('Wat is dementie?')).toEqual({
      visible: 'Wat is dementie?',
      full: 'Wat is dementie?',
      truncated: false,
    });
    expect(breadcrumbLabel('x'.repeat(30)).truncated).toBe(false);
  });

  it('cuts longer titles at 30 characters plus an ellipsis and keeps the full text', () => {
    const title = 'Omgaan met veranderend gedrag bij dementie thuis';
    const label = breadcrumbLabel(title);
    expect(label.visible).toBe('Omgaan met veranderend gedrag …');
    expect(Array.from(label.visible)).toHaveLength(31);
    expect(label.full).toBe(title);
  });
});

describe('links (spec 2 §3.2)', () => {
  it.each([
    ['/nieuws', undefined, false],
    ['https://www.example.org/x', undefined, true],
    ['//cdn.example.org/x', undefined, true],
    ['mailto:info@example.org', undefined, true],
    ['https://dementie.example/x', ['dementie.example'], false],
  ])('classes links by URL: %s (own hosts %j) is external: %s', (url, ownHosts, external) => {
    expect(isExternalUrl(url, ownHosts)).toBe(external);
  });
});

describe('link items (spec 2 §3.2)', () => {
  it('turns Drupal uris into usable URLs', () => {
    expect(linkUrl({ uri: 'internal:/trainingen' })).toBe('/trainingen');
    expect(linkUrl({ uri: 'entity:node/12' })).toBe('/node/12');
    expect(linkUrl({ uri: 'route:<front>' })).toBe('/');
    expect(linkUrl({ uri: 'internal:/x', url: '/resolved' })).toBe('/resolved');
  });

  it('drops links with unsafe schemes', () => {
    expect(linkUrl({ url: 'javascript:alert(1)' })).toBeUndefined();
    expect(linkUrl({ url: ' java\tscript:alert(1)' })).toBeUndefined();
    expect(linkUrl({ url: 'data:text/html,x' })).toBeUndefined();
    expect(mapLink({ url: 'vbscript:x', title: 'x' })).toBeUndefined();
  });

  it.each(['/\\evil.test', '\\\\evil.test', '/\t/evil.test', '/%5Cevil.test', 'internal:/\\evil.test'])(
    'drops %j, which looks like a page of ours but leads elsewhere',
    (url) => {
      expect(linkUrl({ url })).toBeUndefined();
      expect(mapLink({ url, title: 'Lees meer' })).toBeUndefined();
    },
  );

  it('classes mapped links and honours show_as_button', () => {
    expect(mapLink({ url: 'https://www.alzheimer-nederland.nl', title: 'Alzheimer' })).toEqual({
      title: 'Alzheimer',
      url: 'https://www.alzheimer-nederland.nl',
      showAsButton: false,
      external: true,
    });
    expect(
      mapLink({ uri: 'internal:/a', title: 'A', options: { attributes: { show_as_button: '1' } } })
        ?.showAsButton,
    ).toBe(true);
    expect(mapLink({ uri: 'internal:/a', title: '' })).toBeUndefined();
  });
});
