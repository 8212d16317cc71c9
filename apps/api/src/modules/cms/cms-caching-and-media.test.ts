import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { bumpContentVersion } from './loader';
import { cmsRevisions } from './schema';
import { useCmsSuite } from './test-suite';

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
  const { cms, suite, get } = useCmsSuite(backend);

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
