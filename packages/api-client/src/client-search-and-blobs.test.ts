import { describe, expect, it } from 'vitest';
import { loaded } from './async-result.js';
import { createApiClient } from './client.js';
import { ANTI_FORGERY_HEADER } from './contracts/auth.js';
import { SEARCH_TOTAL_HEADER } from './contracts/search.js';
import { fixtures } from './fixtures/index.js';
import { BASE, clientAnswering, value } from './test-support/client.js';
import { fakeFetch, json } from './test-support/fake-fetch.js';

describe('search (spec 2 §7)', () => {
  /** A client whose every answer is `body` with the number of all hits in its header (or none). */
  function searchAnswering(body: unknown, total: string | null) {
    const fake = fakeFetch(() => {
      const answer = json(body);
      if (total !== null) answer.headers.set(SEARCH_TOTAL_HEADER, total);
      return answer;
    });
    return { client: createApiClient({ baseUrl: BASE, fetch: fake.fetch }), requests: fake.requests };
  }

  it('maps every doc type and sends query and contentType, the first page without a page', async () => {
    const { client, requests } = searchAnswering(fixtures.search.response, '6');
    const page = value(await client.search('dementie', 'nieuws'));
    expect(page.results.map((r) => r.type)).toEqual([
      'contentPage',
      'story',
      'news',
      'organization',
      'courses',
      'contentPage',
    ]);
    expect(page.results[0]).toEqual({
      id: 'node:12',
      title: 'Wat is dementie?',
      type: 'contentPage',
      preview: 'Dementie is een naam voor meer dan 50 ziektes.',
      url: '/wat-is-dementie',
    });
    expect(page.results[1]?.preview).toBeUndefined();
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/Search?query=dementie&contentType=nieuws`);
  });

  it('asks a later page as page minus 1 and reads the number of all hits from the answer header', async () => {
    const { client, requests } = searchAnswering(fixtures.search.response, '93');
    const page = value(await client.search('dementie', 'alle', 3));
    expect(page.pagination).toEqual({ currentPage: 3, totalItems: 93, totalPages: 10 });
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/Search?query=dementie&contentType=alle&page=2`);
  });

  it('fails an answer without the number of hits as one that breaks its contract', async () => {
    expect(await searchAnswering([], null).client.search('dementie')).toMatchObject({
      kind: 'failed',
      status: 599,
    });
    expect(await searchAnswering([], 'veel').client.search('dementie')).toMatchObject({
      kind: 'failed',
      status: 599,
    });
  });

  it('throws an unsupported error for an unknown doc type (spec 2 §5)', async () => {
    const { client } = searchAnswering(
      [{ Id: 1, Title: 'x', DocType: 'Podcast', Data: { Path: '/x' } }],
      '1',
    );
    await expect(client.search('x')).rejects.toThrow('Unsupported content type: Podcast');
  });

  it('treats synonyms as an empty list, whatever the answer', async () => {
    const ok = clientAnswering(fixtures.searchSynonyms.response);
    expect(await ok.client.searchSynonyms('dementie')).toEqual(loaded([]));
    expect(ok.requests[0]?.url).toBe(`${BASE}/api/v1/Search/synonyms?query=dementie`);
    const broken = clientAnswering({}, 500);
    expect(await broken.client.searchSynonyms('dementie')).toEqual(loaded([]));
  });

  it('gives suggestions for a prefix', async () => {
    const { client, requests } = clientAnswering(fixtures.searchSuggest.response);
    expect(value(await client.searchSuggest('deme'))).toEqual([
      'dementie',
      'dementievriendelijk',
      'dementie herkennen',
    ]);
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/Search/suggest?prefix=deme`);
  });
});

describe('blob storage and newsletter (project choices)', () => {
  it('lists blobs with offset and limit', async () => {
    const { client, requests } = clientAnswering(fixtures.listBlobs.response);
    const page = value(await client.listBlobs({ offset: 15, limit: 10 }));
    expect(page.total).toBe(17);
    expect(page.images[0]).toEqual({
      alt: 'wandelen.jpg',
      url: '/blobstorage/pictures/wandelen.jpg',
      createdDate: '2025-05-02T10:00:00Z',
    });
    expect(requests[0]?.url).toBe(`${BASE}/blobstorage/pictures?offset=15&limit=10`);
    expect(requests[0]?.credentials).toBe('include');
  });

  it('uploads the file bytes with the file content type', async () => {
    const { client, requests } = clientAnswering(fixtures.uploadBlob.response);
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    expect(value(await client.uploadBlob('wandelen.jpg', file)).alt).toBe('wandelen.jpg');
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe(`${BASE}/blobstorage/pictures/wandelen.jpg`);
    expect(requests[0]?.headers['Content-Type']).toBe('image/jpeg');
    expect(requests[0]?.rawBody).toBe(file);
  });

  it('deletes a blob and creates variants', async () => {
    const del = clientAnswering(fixtures.deleteBlob.response);
    expect(value(await del.client.deleteBlob('wandelen.jpg', { force: true }))).toEqual({
      kind: 'deleted',
      deleted: ['wandelen.jpg', 'wandelen_404x227.jpg'],
    });
    expect(del.requests[0]?.method).toBe('DELETE');
    expect(del.requests[0]?.url).toBe(`${BASE}/blobstorage/pictures/wandelen.jpg?force=true`);
    const variants = clientAnswering(fixtures.createBlobVariants.response);
    expect(value(await variants.client.createBlobVariants('wandelen.jpg')).variants).toHaveLength(2);
    expect(variants.requests[0]?.url).toBe(`${BASE}/blobstorage/pictures/wandelen.jpg/variants`);
  });

  it('gives the places of an image in use: from the uses call, and from a refused delete (409)', async () => {
    const uses = clientAnswering(fixtures.blobUses.response);
    expect(value(await uses.client.blobUses('wandelen.jpg'))).toEqual(fixtures.blobUses.response.uses);
    expect(uses.requests[0]?.url).toBe(`${BASE}/blobstorage/pictures/wandelen.jpg/uses`);
    const refused = clientAnswering(
      { error: 'conflict', reason: 'in use', code: 'in-use', uses: fixtures.blobUses.response.uses },
      409,
    );
    expect(value(await refused.client.deleteBlob('wandelen.jpg'))).toEqual({
      kind: 'in-use',
      uses: fixtures.blobUses.response.uses,
    });
  });

  it('gives the refusal code of a refused upload', async () => {
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    for (const [status, code] of [
      [415, 'not-an-image'],
      [413, 'too-large'],
      [413, 'too-many-pixels'],
    ] as const) {
      const { client } = clientAnswering({ error: 'bad request', reason: 'no', code }, status);
      expect(await client.uploadBlob('wandelen.jpg', file)).toEqual({ kind: 'failed', status, error: code });
    }
  });

  it('rejects an unsafe blob name before sending', async () => {
    const { client, requests } = clientAnswering({});
    expect(await client.deleteBlob('../etc/passwd')).toMatchObject({ kind: 'failed', status: 404 });
    expect(requests).toHaveLength(0);
  });

  it('subscribes to the newsletter', async () => {
    const { client, requests } = clientAnswering(fixtures.newsletterSubscribe.response);
    expect(value(await client.newsletterSubscribe(fixtures.newsletterSubscribe.request.body))).toBe(
      'confirmation sent',
    );
    expect(requests[0]?.headers[ANTI_FORGERY_HEADER]).toBeUndefined();
  });
});
