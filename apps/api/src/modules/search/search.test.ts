import {
  MAX_SEARCH_LENGTH,
  mapSearchResult,
  SEARCH_DOC_TYPES,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_HEADER,
  searchResponseSchema,
  suggestResponseSchema,
  synonymsResponseSchema,
} from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createCmsModule } from '../cms';
import { createSearchModule, DOC_TYPES_BY_FILTER, replaceSearchDocuments } from '.';
import { editDistance, normaliseText } from './text';

describe('search text helpers', () => {
  it('normalises accents and case', () => {
    expect(normaliseText('Ideeën voor Café')).toBe('ideeen voor cafe');
  });
  it('counts a swap of two letters as one typing error', () => {
    expect(editDistance('demnetie', 'dementie')).toBe(1);
    expect(editDistance('wandl', 'wande')).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe.each(testBackends())('search on $name', (backend) => {
  const suite = useTestApp(backend, { modules: [createCmsModule(), createSearchModule()] });

  /** Asks for one page (zero-based; none: the call without `page`) of a search. */
  function searchPage(query: string, contentType = 'alle', page?: number, brand = 'dementie') {
    const paged = page === undefined ? '' : `&page=${page}`;
    return suite.app.inject({
      method: 'GET',
      url: `/api/v1/Search?query=${encodeURIComponent(query)}&contentType=${contentType}${paged}`,
      headers: { 'x-brand': brand },
    });
  }

  /** The number of all hits an answer gives in its header. */
  function totalOf(response: { headers: Record<string, unknown> }): number {
    const header = response.headers[SEARCH_TOTAL_HEADER.toLowerCase()];
    expect(header, SEARCH_TOTAL_HEADER).toMatch(/^\d+$/);
    return Number(header);
  }

  /** Every hit of a search, page after page, as long as the answers' number of hits says there are more. */
  async function search(query: string, contentType = 'alle', brand = 'dementie') {
    const hits: z.output<typeof searchResponseSchema> = [];
    for (let page = 0; ; page += 1) {
      const response = await searchPage(query, contentType, page, brand);
      expect(response.statusCode, `${query} page ${page}`).toBe(200);
      hits.push(...searchResponseSchema.parse(response.json()));
      if (hits.length >= totalOf(response)) return hits;
    }
  }

  it("stems Dutch words: 'wandelingen' finds pages about 'wandelen'", async () => {
    const hits = await search('wandelingen');
    expect(hits.map((hit) => hit.Title)).toContain('Wandelen is goed voor je hoofd');
    expect(hits.map((hit) => hit.Data.Path)).toContain('/nieuws/wandelen-is-goed-voor-je-hoofd');
  });

  it('ignores accents both ways', async () => {
    const withAccent = await search('ideeën');
    const without = await search('ideeen');
    expect(withAccent.map((hit) => hit.Data.Path)).toContain('/omgaan-met-dementie');
    expect(without.map((hit) => hit.Id)).toEqual(withAccent.map((hit) => hit.Id));
    const sdv = await search('patientenvereniging', 'alle', 'dementievriendelijk');
    expect(sdv.map((hit) => hit.Data.Path)).toContain('/over-ons');
  });

  it('ranks a title match above a mention in the text', async () => {
    const hits = await search('bibliotheek');
    expect(hits.length).toBeGreaterThan(2);
    expect(hits[0]?.Title).toBe('Bibliotheek Midden');
  });

  it('filters by pijler and sends only the doc types of spec 2 §3.5', async () => {
    const expectations = {
      nieuws: ['News'],
      organizaties: ['Organization'],
      ervaringsverhalen: ['Story'],
      artikelen: ['ContentPage'],
      cursussen: ['Course', 'CourseOverview'],
    } as const;
    for (const [filter, types] of Object.entries(expectations)) {
      const hits = await search('dementie', filter);
      expect(hits.length, filter).toBeGreaterThan(0);
      expect(
        hits.every((hit) => (types as readonly string[]).includes(hit.DocType)),
        filter,
      ).toBe(true);
    }
    const all = await search('dementie');
    const kinds = new Set(all.map((hit) => hit.DocType));
    expect(kinds.size).toBeGreaterThanOrEqual(4);
    expect(all.every((hit) => (SEARCH_DOC_TYPES as readonly string[]).includes(hit.DocType))).toBe(true);
    // Every hit maps to a domain result without the unsupported-type error.
    expect(() => all.map(mapSearchResult)).not.toThrow();
    const training = (await search('winkel', 'cursussen', 'alzheimer')).find(
      (hit) => hit.DocType === 'Course',
    );
    expect(training?.Data.Path).toMatch(/^\/trainingen\/\d+$/);
    const bad = await suite.app.inject({
      method: 'GET',
      url: '/api/v1/Search?query=dementie&contentType=boeken',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad request', issues: expect.any(Array) });
  });

  it('pages the hits 10 at a time, the true number of all of them for each filter in X-Total-Count', async () => {
    const first = await searchPage('dementie');
    expect(first.statusCode).toBe(200);
    const total = totalOf(first);
    // The demo content mentions dementia on far more pages than one answer used to hold (50).
    expect(total).toBeGreaterThan(50);
    expect(searchResponseSchema.parse(first.json())).toHaveLength(SEARCH_PAGE_SIZE);
    // The call without a page is page 0, with the same number.
    expect((await searchPage('dementie', 'alle', 0)).body).toBe(first.body);

    const all = await search('dementie');
    expect(all).toHaveLength(total);
    expect(new Set(all.map((hit) => hit.Id)).size).toBe(total);
    const lastPage = Math.ceil(total / SEARCH_PAGE_SIZE) - 1;
    const last = await searchPage('dementie', 'alle', lastPage);
    expect(searchResponseSchema.parse(last.json())).toHaveLength(total - lastPage * SEARCH_PAGE_SIZE);
    expect(totalOf(last)).toBe(total);

    // Each filter's number is the number of its hits among all of them, and the filters add up to 'alle'.
    let sum = 0;
    for (const [filter, docTypes] of Object.entries(DOC_TYPES_BY_FILTER)) {
      if (filter === 'alle') continue;
      const filtered = totalOf(await searchPage('dementie', filter));
      expect(filtered, filter).toBe(
        all.filter((hit) => (docTypes as readonly string[]).includes(hit.DocType)).length,
      );
      expect(await search('dementie', filter), filter).toHaveLength(filtered);
      sum += filtered;
    }
    expect(sum).toBe(total);

    // Spec 2 §4: a page past the last one is no page (404 with a reason); page 0 of nothing is.
    const past = await searchPage('dementie', 'alle', lastPage + 1);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({
      error: 'not found',
      reason: expect.stringContaining('past the last'),
    });
    const nothing = await searchPage('kaasmakerij');
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual([]);
    expect(totalOf(nothing)).toBe(0);
    for (const page of ['-1', '1.5', 'twee']) {
      const bad = await suite.app.inject({
        method: 'GET',
        url: `/api/v1/Search?query=dementie&page=${page}`,
      });
      expect(bad.statusCode, page).toBe(400);
    }
  });

  it(`refuses a search text of more than ${MAX_SEARCH_LENGTH} characters with a 400 that says why`, async () => {
    const words = (n: number) => 'dementie '.repeat(Math.ceil(n / 9)).slice(0, n);
    expect((await searchPage(words(MAX_SEARCH_LENGTH))).statusCode).toBe(200);
    const tooLong = await searchPage(words(MAX_SEARCH_LENGTH + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain(String(MAX_SEARCH_LENGTH));
  });

  it('finds pages through the synonyms table and answers synonyms', async () => {
    const hits = await search('verzorger');
    expect(hits.map((hit) => hit.Title)).toContain('Mantelzorgers hebben vaker steun nodig');
    const response = await suite.app.inject({ method: 'GET', url: '/api/v1/Search/synonyms?query=Dementie' });
    const synonyms = synonymsResponseSchema.parse(response.json());
    expect(synonyms).toContain('alzheimer');
    expect(synonyms).not.toContain('dementie');
    const phrase = synonymsResponseSchema.parse(
      (await suite.app.inject({ method: 'GET', url: '/api/v1/Search/synonyms?query=in%20de%20war' })).json(),
    );
    expect(phrase).toContain('verwardheid');
  });

  it('suggests only from 4 characters, completes prefixes and forgives typing errors', async () => {
    const suggest = async (prefix: string) =>
      suggestResponseSchema.parse(
        (
          await suite.app.inject({
            method: 'GET',
            url: `/api/v1/Search/suggest?prefix=${encodeURIComponent(prefix)}`,
          })
        ).json(),
      );
    expect(await suggest('dem')).toEqual([]);
    const four = await suggest('deme');
    expect(four).toContain('dementie');
    expect(four.every((s) => normaliseText(s).includes('deme'))).toBe(true);
    expect(await suggest('demnetie')).toContain('dementie');
    expect(await suggest('mantlzorg')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^mantelzorg/)]),
    );
    expect(await suggest('ideeë')).toContain('ideeën');
    expect((await suggest('samen wand')).some((s) => s.startsWith('samen wandel'))).toBe(true);
  });

  it('leaves out unpublished, scheduled and expired pages and other brands', async () => {
    expect((await search('werken met dementie')).map((hit) => hit.Data.Path)).not.toContain(
      '/dementie-en-werk',
    );
    expect((await search('2030')).map((hit) => hit.Data.Path)).not.toContain(
      '/nieuws/nieuwe-trainingen-in-2030',
    );
    expect(
      (await search('patientenvereniging', 'alle', 'dementie')).map((hit) => hit.Data.Path),
    ).not.toContain('/over-ons');
    const path = '/campagnes/wereld-alzheimer-dag';
    expect((await search('wereld alzheimer dag')).map((hit) => hit.Data.Path)).toContain(path);
    const start = suite.server.clock.now();
    try {
      suite.server.clock.set(new Date('2026-10-02T00:00:00Z'));
      expect((await search('wereld alzheimer dag')).map((hit) => hit.Data.Path)).not.toContain(path);
    } finally {
      suite.server.clock.set(start);
    }
  });

  it('lets another module add its own documents through the hook', async () => {
    await replaceSearchDocuments(suite.db, 'probe', [
      {
        id: 'probe:1',
        docType: 'Course',
        brand: '*',
        title: 'Zeldzaam onderwerp: kaasmakerij',
        path: '/trainingen/99',
      },
    ]);
    const { changes } = suite.server.runtime.context;
    await changes.publish('search');
    expect((await search('kaasmakerij')).map((hit) => hit.Id)).toEqual(['probe:1']);
    await replaceSearchDocuments(suite.db, 'probe', []);
    await changes.publish('search');
    expect(await search('kaasmakerij')).toEqual([]);
  });
});
