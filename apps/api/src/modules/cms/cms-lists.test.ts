import {
  cmsNodePathResponseSchema,
  cmsNodeSchema,
  cmsOverviewResponseSchema,
  mapMenu,
  mapOverviewPage,
  menuResponseSchema,
  OVERVIEW_PAGE_SIZE,
} from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { useCmsSuite } from './test-suite';

describe.each(testBackends())('cms on $name', (backend) => {
  const { cms, suite, get } = useCmsSuite(backend);

  it('pages the three overviews by 10, newest news first, total pages rounded up, 404 past the end', async () => {
    for (const [path, total] of [
      ['/api/drupal/news-overview', 27],
      ['/api/drupal/organizatie-overview', 26],
      ['/api/drupal/ervaringsverhalen-overview', 26],
    ] as const) {
      const first = await get(`${path}?status=0`);
      expect(first.statusCode, path).toBe(200);
      const wire = cmsOverviewResponseSchema.parse(first.json());
      expect(Number(wire.pager.total_items)).toBe(total);
      const mapped = mapOverviewPage(wire, 1);
      expect(mapped.pagination.totalPages).toBe(3);
      expect(mapped.items).toHaveLength(OVERVIEW_PAGE_SIZE);
      const last = cmsOverviewResponseSchema.parse((await get(`${path}?status=0&page=2`)).json());
      expect(last.items).toHaveLength(total - 20);
      const beyond = await get(`${path}?status=0&page=3`);
      expect(beyond.statusCode).toBe(404);
      expect(beyond.json().reason).toContain('page 3');
    }
    const news = cmsOverviewResponseSchema.parse(
      (await get('/api/drupal/news-overview?status=0&page=0')).json(),
    );
    const dates = news.items.map((item) => String(item.field_publication_date?.[0]?.value));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(news.items.every((item) => item.field_header_image?.[0]?.type === 'image')).toBe(true);
    // The scheduled 2030 item is not counted.
    expect(news.items.some((item) => String(item.label).includes('2030'))).toBe(false);
    const organisations = cmsOverviewResponseSchema.parse(
      (await get('/api/drupal/organizatie-overview?status=0')).json(),
    );
    const names = organisations.items.map((item) => item.label);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it("lists a brand's live, indexable pages for its sitemap, and keeps noindex pages out of search engines", async () => {
    const paths = async (brand: 'dementie' | 'dementievriendelijk' | 'alzheimer') =>
      ((await cms.runtime().sitemapEntries?.(brand, suite.server.clock.now())) ?? []).map(
        (entry) => entry.path,
      );
    const dementie = await paths('dementie');
    expect(dementie[0]).toBe('/');
    // Last changed when its live version was saved, not when a draft (2026-02-20) was.
    const entries = (await cms.runtime().sitemapEntries?.('dementie', suite.server.clock.now())) ?? [];
    expect(entries.find((entry) => entry.path === '/wat-is-dementie')?.lastModified?.toISOString()).toBe(
      '2025-01-12T09:00:00.000Z',
    );
    expect(dementie).toContain('/wat-is-dementie');
    expect(dementie).toContain('/contact');
    expect(dementie.some((path) => path.startsWith('/nieuws/'))).toBe(true);
    // Unpublished, scheduled and expired pages, another brand's pages, and pages kept out of search.
    expect(dementie).not.toContain('/dementie-en-werk');
    expect(dementie).not.toContain('/nieuws/nieuwe-trainingen-in-2030');
    expect(dementie).not.toContain('/campagnes/zomer-2025');
    expect(dementie).not.toContain('/tips-voor-winkels');
    expect(dementie).not.toContain('/over-ons');
    expect(dementie).not.toContain('/alle-bouwstenen');
    expect(new Set(dementie).size).toBe(dementie.length);
    expect(await paths('dementievriendelijk')).toContain('/tips-voor-winkels');
    expect(await paths('alzheimer')).toContain('/over-ons');
    // The page itself tells search engines the same (Drupal's metatag robots value).
    const kitchenSink = cmsNodeSchema.parse((await get('/api/drupal/alle-bouwstenen')).json());
    expect(kitchenSink.metatag?.robots).toBe('noindex, follow');
    const content = cmsNodeSchema.parse((await get('/api/drupal/wat-is-dementie')).json());
    expect(content.metatag?.robots).toBeUndefined();
  });

  it('answers node-path with the alias', async () => {
    const ids = await cms.runtime().repository.nodeIdsByKey(['contact']);
    const id = ids.get('contact')?.id;
    const answer = await get(`/api/drupal/api/node-path?path=node/${id}`);
    expect(cmsNodePathResponseSchema.parse(answer.json()).path).toBe('/contact');
    expect((await get(`/api/drupal/api/node-path?path=/node/${id}`)).json().path).toBe('/contact');
    expect((await get('/api/drupal/api/node-path?path=node/999999')).statusCode).toBe(404);
    expect((await get('/api/drupal/api/node-path?path=contact')).statusCode).toBe(400);
  });

  it('answers the three menus sorted by weight at every level, with children', async () => {
    const main = menuResponseSchema.parse((await get('/api/drupal/api/menu_items/main')).json());
    const weights = (items: readonly { weight?: unknown }[]) => items.map((item) => Number(item.weight));
    expect(weights(main)).toEqual([...weights(main)].sort((a, b) => a - b));
    const training = main.find((item) => item.title === 'Trainingen');
    expect(training?.below?.map((item) => item.title)).toEqual([
      'Alle trainingen',
      'Zo werken de trainingen',
      'Mijn trainingen',
    ]);
    expect(mapMenu(main).map((item) => item.title)).toEqual(main.map((item) => item.title));
    const footer = menuResponseSchema.parse((await get('/api/drupal/api/menu_items/footer')).json());
    expect(footer.map((item) => item.url)).toEqual(
      expect.arrayContaining([
        '/contact',
        '/privacy',
        '/gedragsregels',
        '/disclaimer',
        '/toegankelijkheid',
        '/nieuwsbrief',
      ]),
    );
    const top = menuResponseSchema.parse((await get('/api/drupal/api/menu_items/top-menu')).json());
    expect(top.some((item) => item.external === true && item.url.startsWith('https://'))).toBe(true);
    const sdv = menuResponseSchema.parse(
      (await get('/api/drupal/api/menu_items/main', { 'x-brand': 'dementievriendelijk' })).json(),
    );
    expect(sdv.some((item) => item.url === '/dementievriendelijke-organisatie')).toBe(true);
    expect((await get('/api/drupal/api/menu_items/sidebar')).statusCode).toBe(400);
  });
});
