import {
  CMS_PARAGRAPH_BUNDLES,
  cmsHomepageResponseSchema,
  cmsNodePathResponseSchema,
  cmsNodeSchema,
  cmsOverviewResponseSchema,
  mapMenu,
  mapOverviewPage,
  menuResponseSchema,
  OVERVIEW_PAGE_SIZE,
  previewIsLive,
} from '@dementie/api-client';
import { mapPage, PARAGRAPH_BUNDLES } from '@dementie/cms-model';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createCounterModule } from '../counter';
import { createRedirectsModule } from '../redirects';
import { createSearchModule } from '../search';
import { createCmsModule } from '.';
import { bumpContentVersion } from './loader';
import { cmsPathAliases, cmsRevisions } from './schema';
import { capture, fakeIdentityModule, TEST_USER_HEADER } from './testing';

/** Every paragraph bundle found in a wire value, nested ones included. */
function bundlesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) bundlesIn(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string' && 'id' in record && !('field_image' in record))
      found.add(record.type);
    for (const [key, item] of Object.entries(record)) if (key.startsWith('field_')) bundlesIn(item, found);
  }
  return found;
}

/** Every media url in a wire value. */
function mediaUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) mediaUrls(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'url' && typeof item === 'string' && /^\/(drupal\/media|sharedblobstorage)\//.test(item))
        found.add(item);
      else mediaUrls(item, found);
    }
  }
  return found;
}

describe.each(testBackends())('cms on $name', (backend) => {
  const cms = capture(createCmsModule());
  const suite = useTestApp(backend, {
    modules: [
      fakeIdentityModule,
      cms.module,
      createSearchModule(),
      createRedirectsModule(),
      createCounterModule(),
    ],
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'GET', url, headers });

  it('answers a homepage per brand, first element the homepage (spec 2 §7)', async () => {
    const titles = new Set<string>();
    for (const brand of ['dementie', 'dementievriendelijk', 'alzheimer']) {
      const response = await get('/api/drupal/api/homepage', { 'x-brand': brand });
      expect(response.statusCode).toBe(200);
      const list = cmsHomepageResponseSchema.parse(response.json());
      expect(list[0]?.type).toBe('homepage');
      expect(list[0]?.path?.alias).toBe('/');
      expect(list[0]?.field_page_content?.length).toBeGreaterThan(2);
      titles.add(String(list[0]?.label));
    }
    expect(titles.size).toBe(3);
  });

  it('answers a page by alias with its fields and ordered paragraphs, 404 with a reason when absent', async () => {
    const response = await get('/api/drupal/wat-is-dementie');
    expect(response.statusCode).toBe(200);
    const node = cmsNodeSchema.parse(response.json());
    expect(node).toMatchObject({ type: 'content_page', label: 'Wat is dementie?', status: true });
    expect(node.field_parent_page?.[0]).toMatchObject({ label: 'Over dementie', url: '/over-dementie' });
    expect(node.field_header_image?.[0]?.type).toBe('image');
    expect(node.field_color?.[0]?.value).toBe('sand');
    expect(node.field_primary_button?.[0]).toMatchObject({ url: '/trainingen', title: 'Doe de training' });
    expect(node.metatag?.title).toContain('Wat is dementie?');
    expect(node.field_content_page_content?.map((p) => p.type)).toEqual([
      'text_with_title',
      'quote',
      'expandable',
      'video',
      'image',
      'file',
      'external_link',
      'related_news',
    ]);
    const trailingSlash = await get('/api/drupal/wat-is-dementie/');
    expect(trailingSlash.json().id).toBe(node.id);

    const missing = await get('/api/drupal/bestaat-niet');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'not found',
      reason: expect.stringContaining('/bestaat-niet'),
    });
  });

  it('shows pages per brand: each brand its own /over-ons, brand-only pages 404 elsewhere', async () => {
    const alzheimer = await get('/api/drupal/over-ons', { 'x-brand': 'alzheimer' });
    const sdv = await get('/api/drupal/over-ons', { 'x-brand': 'dementievriendelijk' });
    expect(alzheimer.json().label).toBe('Over ons');
    expect(sdv.json().label).toBe('Over Samen dementievriendelijk');
    expect((await get('/api/drupal/over-ons', { 'x-brand': 'dementie' })).statusCode).toBe(404);
    expect((await get('/api/drupal/tips-voor-winkels', { 'x-brand': 'dementie' })).statusCode).toBe(404);
  });

  it('has demo content using every paragraph bundle of spec 2 §3.3 and every media bundle', async () => {
    const bundles = new Set<string>();
    const media = new Set<string>();
    const pages = [
      '/over-dementie',
      '/wat-is-dementie',
      '/omgaan-met-dementie',
      '/mantelzorg',
      '/dementievriendelijke-organisatie',
      '/zo-werken-de-trainingen',
      '/campagnes/samen-in-de-buurt',
      '/campagnes/herken-de-signalen',
      '/alle-bouwstenen',
    ];
    for (const page of pages) {
      const response = await get(`/api/drupal${page}`, { 'x-brand': 'dementievriendelijk' });
      expect(response.statusCode, page).toBe(200);
      bundlesIn(response.json(), bundles);
      JSON.stringify(response.json()).replace(
        /"type":"(image|video|audio|document|svg)","label"/g,
        (_m, kind) => {
          media.add(kind);
          return '';
        },
      );
    }
    for (const brand of ['dementie', 'dementievriendelijk', 'alzheimer']) {
      bundlesIn((await get('/api/drupal/api/homepage', { 'x-brand': brand })).json(), bundles);
    }
    expect(CMS_PARAGRAPH_BUNDLES.filter((bundle) => !bundles.has(bundle))).toEqual([]);
    // The kitchen-sink page carries cms-model's fixture of every bundle it knows, design kit included.
    expect(PARAGRAPH_BUNDLES.filter((bundle) => !bundles.has(bundle))).toEqual([]);
    expect([...media].sort()).toEqual(['audio', 'document', 'image', 'svg', 'video']);
  });

  it('has demo pages that cms-model maps without an invalid or unknown block, on every brand', async () => {
    const rows = await suite.db.select().from(cmsPathAliases);
    // Each node once, on the first brand that shows it.
    const once = [...new Map(rows.map((row) => [row.nodeId, row])).values()];
    expect(once.length).toBeGreaterThan(100);
    let live = 0;
    for (const { brand, alias } of once) {
      const response = await get(`/api/drupal${alias}`, { 'x-brand': brand });
      if (response.statusCode === 404) continue;
      live += 1;
      const page = mapPage(cmsNodeSchema.parse(response.json()));
      const broken = JSON.stringify(page.blocks).match(/"kind":"invalid"|"unknownBundle"/);
      expect(broken, `${brand} ${alias}`).toBeNull();
    }
    expect(live).toBeGreaterThan(100);
  }, 120_000);

  it('has the pages the footer and the not-found page link to, and the chatbot landing page', async () => {
    for (const page of [
      '/contact',
      '/privacy',
      '/gedragsregels',
      '/disclaimer',
      '/nieuwsbrief',
      '/toegankelijkheid',
      '/cookies',
      '/campagnes/chatbot-landing',
    ]) {
      const response = await get(`/api/drupal${page}`);
      expect(response.statusCode, page).toBe(200);
      cmsNodeSchema.parse(response.json());
    }
    const campaign = cmsNodeSchema.parse((await get('/api/drupal/campagnes/samen-in-de-buurt')).json());
    expect(campaign.type).toBe('campaign');
    expect(campaign.field_single_paragraph?.[0]?.type).toBe('campaign_header');
    const special = cmsNodeSchema.parse((await get('/api/drupal/campagnes/herken-de-signalen')).json());
    expect(special.type).toBe('campaign_special');
  });

  it('does not serve unpublished, scheduled or expired nodes, and serves them again when they are live', async () => {
    expect((await get('/api/drupal/dementie-en-werk')).statusCode).toBe(404);
    expect((await get('/api/drupal/nieuws/nieuwe-trainingen-in-2030')).statusCode).toBe(404);
    expect((await get('/api/drupal/campagnes/zomer-2025')).statusCode).toBe(404);
    // Live at the test clock (2026-03-05), expired after 2026-10-01: the cached answer must not outlive it.
    expect((await get('/api/drupal/campagnes/wereld-alzheimer-dag')).statusCode).toBe(200);
    const start = suite.server.clock.now();
    try {
      suite.server.clock.set(new Date('2026-10-02T00:00:00Z'));
      const expired = await get('/api/drupal/campagnes/wereld-alzheimer-dag');
      expect(expired.statusCode).toBe(404);
      expect(expired.json().reason).toContain('/campagnes/wereld-alzheimer-dag');
      suite.server.clock.set(new Date('2030-01-02T00:00:00Z'));
      expect((await get('/api/drupal/nieuws/nieuwe-trainingen-in-2030')).statusCode).toBe(200);
    } finally {
      suite.server.clock.set(start);
    }
    expect((await get('/api/drupal/campagnes/wereld-alzheimer-dag')).statusCode).toBe(200);
  });

  it('shows a preview of any revision to editors only (401 signed out, 403 not an editor)', async () => {
    const ids = await cms.runtime().repository.nodeIdsByKey(['wat-is-dementie', 'concept-pagina']);
    const page = ids.get('wat-is-dementie');
    const concept = ids.get('concept-pagina');
    expect(page?.revisionId).toBeTruthy();
    const draftUrl = `/api/drupal/api/preview/node/${page?.id}/${(page?.revisionId ?? 0) + 1}`;
    expect((await get(draftUrl)).statusCode).toBe(401);
    expect((await get(draftUrl, { [TEST_USER_HEADER]: 'visitor' })).statusCode).toBe(403);
    const draft = await get(draftUrl, { [TEST_USER_HEADER]: 'editor' });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['cache-control']).toBe('private, no-store');
    const node = cmsNodeSchema.parse(draft.json());
    expect(node).toMatchObject({
      label: 'Wat is dementie? (nieuwe versie)',
      status: false,
      moderation_state: 'draft',
    });
    expect(node.revision_log).toContain('jonge leeftijd');
    // The public page still shows the published revision.
    expect((await get('/api/drupal/wat-is-dementie')).json().label).toBe('Wat is dementie?');
    // The older revision and the unpublished page are readable as previews too.
    const older = await get(`/api/drupal/api/preview/node/${page?.id}/${(page?.revisionId ?? 0) - 1}`, {
      [TEST_USER_HEADER]: 'editor',
    });
    expect(older.json()).toMatchObject({ label: 'Wat is dementie', moderation_state: 'archived' });
    // Decision 0013: the preview says whether it is the revision visitors see now.
    expect(previewIsLive(draft.json())).toBe(false);
    expect(previewIsLive(older.json())).toBe(false);
    const live = await get(`/api/drupal/api/preview/node/${page?.id}/${page?.revisionId}`, {
      [TEST_USER_HEADER]: 'editor',
    });
    expect(live.json()).toMatchObject({ label: 'Wat is dementie?' });
    expect(previewIsLive(live.json())).toBe(true);
    const conceptPreview = await get(`/api/drupal/api/preview/node/${concept?.id}/${concept?.revisionId}`, {
      [TEST_USER_HEADER]: 'editor',
    });
    expect(conceptPreview.json()).toMatchObject({ label: 'Dementie en werk', status: false });
    // A revision of another node, another entity type, or no number: not found / bad request.
    const editor = { [TEST_USER_HEADER]: 'editor' };
    expect(
      (await get(`/api/drupal/api/preview/node/${concept?.id}/${page?.revisionId}`, editor)).statusCode,
    ).toBe(404);
    expect((await get(`/api/drupal/api/preview/media/1/1`, editor)).statusCode).toBe(404);
    expect((await get(`/api/drupal/api/preview/node/abc/1`, editor)).statusCode).toBe(400);
  });

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

  it('sends ETag and Cache-Control, answers 304 for a known ETag, and drops cached answers on change', async () => {
    const first = await get('/api/drupal/contact');
    expect(first.headers['cache-control']).toContain('max-age=60');
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.vary).toContain('X-Brand');
    const again = await get('/api/drupal/contact', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A change by another process: the shared content version moves; after the version check
    // interval the cache notices and serves the new text.
    const id = first.json().revision_id as number;
    await suite.db.update(cmsRevisions).set({ title: 'Contact (gewijzigd)' }).where(eq(cmsRevisions.id, id));
    await bumpContentVersion(suite.db);
    expect((await get('/api/drupal/contact')).json().label).toBe('Contact');
    suite.server.clock.advance(6000);
    const changed = await get('/api/drupal/contact');
    expect(changed.json().label).toBe('Contact (gewijzigd)');
    expect(changed.headers.etag).not.toBe(first.headers.etag);

    // A reload in this process drops the cache at once.
    await cms.runtime().reload();
    expect((await get('/api/drupal/contact')).json().label).toBe('Contact');
  });

  it('serves every media file the content refers to, rendered pictures at their crop size', async () => {
    const urls = new Set<string>();
    for (const page of [
      '/wat-is-dementie',
      '/omgaan-met-dementie',
      '/mantelzorg',
      '/tips-voor-winkels',
      '/alle-bouwstenen',
    ]) {
      mediaUrls((await get(`/api/drupal${page}`, { 'x-brand': 'alzheimer' })).json(), urls);
    }
    const files = [...urls].filter((url) => !url.includes('/pictures'));
    expect(files.length).toBeGreaterThan(5);
    for (const url of files) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
    }
    // One rendering of every picture the pages use (each crop of one picture is the same drawing).
    const pictures = new Map<string, { url: string; width: number }>();
    for (const url of urls) {
      const match = /\/([a-z0-9-]+?)(?:_([0-9]+)[0-9x]*)?\.(?:webp|jpe?g|png)$/.exec(url);
      const name = match?.[1];
      const width = Number(match?.[2] ?? 10_000);
      const known = name ? pictures.get(name) : undefined;
      if (name && url.includes('/pictures') && (!known || width < known.width))
        pictures.set(name, { url, width });
    }
    expect(pictures.size).toBeGreaterThan(15);
    for (const { url } of pictures.values()) expect((await get(url)).statusCode, url).toBe(200);
    const pdf = await get('/drupal/media/documents/tips-bezoek.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const crop = await get('/sharedblobstorage/pictures-380x235/park-wandelen_380x235.webp');
    expect(crop.statusCode).toBe(200);
    expect(crop.headers['content-type']).toBe('image/webp');
    expect(await sharp(crop.rawPayload).metadata()).toMatchObject({
      width: 380,
      height: 235,
      format: 'webp',
    });
    const cached = await get('/sharedblobstorage/pictures-380x235/park-wandelen_380x235.webp', {
      'if-none-match': String(crop.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
    expect((await get('/sharedblobstorage/pictures-600/winkel_600.webp')).statusCode).toBe(200);
    expect((await get('/sharedblobstorage/pictures-123x45/winkel_123x45.webp')).statusCode).toBe(404);
    expect((await get('/sharedblobstorage/pictures/bestaat-niet.webp')).statusCode).toBe(404);
    expect((await get('/drupal/media/../package.json')).statusCode).toBe(404);
    expect((await get('/drupal/media/%2e%2e/%2e%2e/package.json')).statusCode).toBe(404);
  }, 60_000);

  it('answers garbage on every route with a 4xx and a JSON reason, never a 500', async () => {
    const garbage = [
      '/api/drupal/api/homepage?x=%00',
      '/api/drupal/%E0%A4%A',
      '/api/drupal/%00%ff',
      `/api/drupal/${'a/'.repeat(400)}`,
      '/api/drupal/<script>alert(1)</script>',
      '/api/drupal/api/preview/node/1',
      '/api/drupal/api/preview/node/99999999999999999999/1',
      '/api/drupal/news-overview',
      '/api/drupal/news-overview?status=1',
      '/api/drupal/news-overview?status=0&page=-1',
      '/api/drupal/news-overview?status=0&page=abc',
      '/api/drupal/news-overview?status=0&page=1.5',
      '/api/drupal/news-overview?status=0&page=99999999999',
      '/api/drupal/organizatie-overview?status=x',
      '/api/drupal/ervaringsverhalen-overview?page=1',
      '/api/drupal/api/node-path',
      '/api/drupal/api/node-path?path=',
      '/api/drupal/api/node-path?path=node/1e9',
      '/api/drupal/api/menu_items/',
      '/api/drupal/api/menu_items/%27%20or%201=1',
      '/api/v1/redirect/from',
      '/api/v1/redirect/from?path=geen-slash',
      `/api/v1/redirect/from?path=/${'x'.repeat(5000)}`,
      '/api/v1/Search',
      '/api/v1/Search?query=',
      '/api/v1/Search?query=%20%20',
      '/api/v1/Search?query=dementie&contentType=boeken',
      "/api/v1/Search?query=')%20%7C%7C%20to_tsquery('x",
      '/api/v1/Search?query=!!!%20%26%20%7C%20:*',
      '/api/v1/Search/synonyms',
      '/api/v1/Search/synonyms?query=',
      '/api/v1/Search/suggest',
      '/api/v1/Search/suggest?prefix=',
      '/drupal/media/',
      '/drupal/media/..%2f..%2fpackage.json',
      '/sharedblobstorage/',
      '/sharedblobstorage/pictures-1x1/../../x.webp',
    ];
    for (const url of garbage) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.json(), url).toMatchObject({ error: expect.any(String) });
      }
    }
    // Odd but valid queries still answer lists.
    expect((await get("/api/v1/Search?query=')%20%7C%7C%20to_tsquery('x")).json()).toEqual(expect.any(Array));
  });
});
