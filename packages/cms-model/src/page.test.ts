import { extraFixtures, fixtures } from '@dementie/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageFixtures, pageFixtureVariants } from './fixtures';
import { canLoadPage, mapOverview, overviewBreadcrumb, requestPage, totalPages } from './overview';
import { mapHomepage, mapPage } from './page';
import { UnknownPageError } from './page-kind';
import { defaultSanitizer } from './sanitize';

// The first jsdom window takes a few seconds on a busy machine (TOOLCHAIN): make it once, up front.
beforeAll(() => {
  defaultSanitizer();
}, 60_000);

describe('pages (spec 2 §2.2, §3.1)', () => {
  it('maps a node of each of the seven kinds', () => {
    const kinds = Object.entries(pageFixtures).map(([name, node]) => [name, mapPage(node).kind]);
    expect(kinds).toEqual([
      ['home', 'home'],
      ['sdv', 'sdv'],
      ['news', 'news'],
      ['ervaringsVerhalen', 'ervaringsVerhalen'],
      ['organisaties', 'organisaties'],
      ['campaign', 'campaign'],
      ['campaignSpecial', 'campaignSpecial'],
    ]);
  });

  it("throws 'unknown page' for another bundle", () => {
    expect(() => mapPage({ ...pageFixtures.sdv, type: 'webform' })).toThrow(UnknownPageError);
    expect(() => mapPage({ ...pageFixtures.sdv, type: 'webform' })).toThrow('unknown page');
  });

  it('maps the page fields of spec 2 §3.1', () => {
    const page = mapPage(pageFixtures.sdv);
    expect(page).toMatchObject({
      id: '12',
      url: '/omgaan-met-dementie/veranderend-gedrag',
      title: 'Omgaan met veranderend gedrag bij dementie thuis',
      subtitle: 'Tips voor thuis',
      intro: '<p>Gedrag kan veranderen. Zo ga je ermee om.</p>',
      parentPage: { label: 'Omgaan met dementie', url: '/omgaan-met-dementie' },
      sandColor: true,
      hideFooter: false,
      metaTitle: 'Veranderend gedrag | Samen dementievriendelijk',
      primaryLink: { title: 'Doe de training', url: '/trainingen', showAsButton: true, external: false },
      secondaryLink: { url: 'https://www.alzheimer-nederland.nl', external: true },
    });
    expect(page.image?.alt).toBe('Twee mensen snijden samen groente in de keuken');
    expect(page.blocks.map((b) => b.kind)).toEqual([
      'introduction',
      'textWithTitle',
      'expandable',
      'quote',
      'file',
      'followOn',
    ]);
    expect(mapPage(pageFixtures.campaign).hideFooter).toBe(true);
    expect(mapPage(pageFixtures.news).sandColor).toBe(false);
  });

  it("knows a page its editors keep out of search engines by Drupal metatag's robots value", () => {
    expect(mapPage(pageFixtures.sdv).noindex).toBeUndefined();
    const hidden = {
      ...pageFixtures.sdv,
      metatag: { ...pageFixtures.sdv.metatag, robots: 'noindex, follow' },
    };
    expect(mapPage(hidden).noindex).toBe(true);
    const open = { ...pageFixtures.sdv, metatag: { ...pageFixtures.sdv.metatag, robots: 'index, follow' } };
    expect(mapPage(open).noindex).toBeUndefined();
  });

  it('reads field_page_content and field_content_page_content', () => {
    expect(mapPage(fixtures.page.response).blocks.length).toBeGreaterThan(0);
    expect(mapPage(pageFixtures.home).blocks[0]?.kind).toBe('homeLinkGrid');
  });

  it('takes the first element of the homepage list (spec 2 §7)', () => {
    expect(mapHomepage(fixtures.homepage.response)?.kind).toBe('home');
    expect(mapHomepage([])).toBeUndefined();
    expect(mapPage(pageFixtures.home).header.breadcrumb).toEqual([]);
  });

  it('reads a numeric publication date as a unix timestamp', () => {
    expect(mapPage(pageFixtures.news).publicationDate).toBe('2025-06-01T00:00:00.000Z');
    expect(mapPage(extraFixtures.nodes.news).publicationDate).toBe('2025-06-01T00:00:00.000Z');
    expect(mapPage(pageFixtures.ervaringsVerhalen).publicationDate).toBe('2025-04-02T00:00:00.000Z');
  });
});

describe('page header and breadcrumb (spec 2 §2.2, §2.3)', () => {
  it('puts the parent page between Home and a content page, cutting long titles', () => {
    const { breadcrumb } = mapPage(pageFixtures.sdv).header;
    expect(breadcrumb.map((item) => [item.label.visible, item.url])).toEqual([
      ['Home', '/'],
      ['Omgaan met dementie', '/omgaan-met-dementie'],
      ['Omgaan met veranderend gedrag …', undefined],
    ]);
    expect(breadcrumb[2]?.label.full).toBe('Omgaan met veranderend gedrag bij dementie thuis');
    expect(breadcrumb[2]?.label.truncated).toBe(true);
  });

  it("puts news under 'Nieuws', stories under 'Ervaringsverhalen' and organisations under /organisaties", () => {
    const level = (node: unknown) => mapPage(node).header.breadcrumb[1];
    expect(level(pageFixtures.news)).toMatchObject({
      label: { visible: 'Nieuws' },
      url: '/nieuws',
      messageKey: 'breadcrumb.news',
    });
    expect(level(pageFixtures.ervaringsVerhalen)).toMatchObject({
      label: { visible: 'Ervaringsverhalen' },
      url: '/ervaringen',
    });
    expect(level(pageFixtures.organisaties)).toMatchObject({
      url: '/organisaties',
      messageKey: 'breadcrumb.organisations',
    });
  });

  it('gives the header title, subtitle, buttons, image and date', () => {
    const { header } = mapPage(pageFixtures.sdv);
    expect(header).toMatchObject({
      title: 'Omgaan met veranderend gedrag bij dementie thuis',
      subtitle: 'Tips voor thuis',
    });
    expect(header.primaryLink?.showAsButton).toBe(true);
    expect(mapPage(pageFixtures.news).header.publicationDate).toBe('2025-06-01T00:00:00.000Z');
  });

  it('shows no date in the home page header: a home page is not an article (decision 0080)', () => {
    const home = mapPage({
      ...pageFixtures.home,
      field_publication_date: [{ value: '2025-01-06T09:00:00Z' }],
    });
    expect(home.header.publicationDate).toBeUndefined();
    // The page keeps its date (sitemap, meta); a content page and a story show theirs.
    expect(home.publicationDate).toBe('2025-01-06T09:00:00.000Z');
    const content = mapPage({ ...pageFixtures.sdv, field_publication_date: [{ value: '2025-01-12' }] });
    expect(content.header.publicationDate).toBe('2025-01-12T00:00:00.000Z');
    expect(mapPage(pageFixtures.ervaringsVerhalen).header.publicationDate).toBe('2025-04-02T00:00:00.000Z');
  });

  it('makes campaign headers thematic (brand) or full size with media', () => {
    expect(mapPage(pageFixtures.campaign).header.campaign).toEqual({ style: 'thematic', color: 'brand' });
    const fullSize = mapPage(pageFixtureVariants.campaignFullSize).header.campaign;
    expect(fullSize?.style).toBe('fullSize');
    expect(fullSize?.style === 'fullSize' && fullSize.media.type).toBe('image');
    const special = mapPage(pageFixtures.campaignSpecial).header.campaign;
    expect(special).toMatchObject({ style: 'special', crop: 'landscape', media: { type: 'image' } });
    expect(mapPage(pageFixtures.sdv).header.campaign).toBeUndefined();
  });
});

describe('overview pages (spec 2 §3.4, §4, §9)', () => {
  it('maps items and pagination: page size 10, total pages rounded up', () => {
    const page = mapOverview(fixtures.newsOverview.response, 2);
    expect(page.pagination).toEqual({ currentPage: 2, totalItems: 27, totalPages: 3 });
    expect(page.items[0]).toMatchObject({
      path: '/nieuws/nieuwe-training-voor-winkelpersoneel',
      publicationDate: '2025-06-01T00:00:00.000Z',
    });
    expect(page.items[0]?.headerImage?.crops.map((c) => c.width)).toEqual([380, 760, 1140]);
    expect(page.items[1]?.path).toBe('/nieuws/gemeente-zwolle-is-dementievriendelijk');
    expect(totalPages(0)).toBe(0);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
    expect(mapOverview({ items: [], pager: { total_items: 31 } }, 1).pagination.totalPages).toBe(4);
  });

  it('allows loading a page only within 1..total once known, and asks for page minus 1', () => {
    const pagination = { currentPage: 1, totalItems: 27, totalPages: 3 };
    expect(canLoadPage(undefined, 2)).toBe(false);
    expect(canLoadPage(pagination, 2)).toBe(true);
    expect(canLoadPage(pagination, 3)).toBe(true);
    expect(canLoadPage(pagination, 4)).toBe(false);
    expect(canLoadPage(pagination, 0)).toBe(false);
    expect(canLoadPage(pagination, 1)).toBe(false);
    expect(requestPage(3)).toBe(2);
    expect(overviewBreadcrumb()[0]).toMatchObject({ url: '/', label: { visible: 'Home' } });
  });
});
