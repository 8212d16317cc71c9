import { describe, expect, it } from 'vitest';
import { loaded } from './async-result.js';
import { createApiClient } from './client.js';
import { fixtures } from './fixtures/index.js';
import { BASE, clientAnswering, value } from './test-support/client.js';
import { fakeFetch } from './test-support/fake-fetch.js';

describe('redirects, certificates, menus (spec 1 §7)', () => {
  it('redirect lookup maps From/To and sends the path; without a StatusCode it is a 301', async () => {
    const { client, requests } = clientAnswering(fixtures.redirectFrom.response);
    expect(value(await client.redirectFrom('/oude pagina'))).toEqual({
      from: '/oude-pagina',
      to: '/wat-is-dementie',
      status: 301,
    });
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/redirect/from?path=%2Foude+pagina`);
  });

  it('redirect lookup keeps the stored status, and an answer with another status breaks its contract', async () => {
    for (const status of [301, 302, 307, 308]) {
      const { client } = clientAnswering({ From: '/a', To: '/b', StatusCode: status });
      expect(value(await client.redirectFrom('/a'))).toMatchObject({ status });
    }
    const { client } = clientAnswering({ From: '/a', To: '/b', StatusCode: 303 });
    expect(await client.redirectFrom('/a')).toMatchObject({ kind: 'failed', status: 599 });
  });

  it('redirect lookup: 404 means no redirect, without retry', async () => {
    const { client, requests } = clientAnswering({}, 404);
    expect(await client.redirectFrom('/x')).toEqual(loaded(null));
    expect(requests).toHaveLength(1);
  });

  it("redirect lookup: the reference server's 204 No Content means no redirect too", async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    expect(await client.redirectFrom('/zoeken')).toEqual(loaded(null));
    expect(fake.requests).toHaveLength(1);
  });

  it('redirect lookup: another non-ok answer is a failure (spec 1 §8)', async () => {
    const { client } = clientAnswering({}, 500);
    expect(await client.redirectFrom('/x')).toMatchObject({ kind: 'failed', status: 500 });
  });

  it('creates a certificate and gives its id', async () => {
    const { client, requests } = clientAnswering(fixtures.createCertificate.response);
    expect(value(await client.createCertificate(fixtures.createCertificate.request.body))).toBe(
      fixtures.createCertificate.response.CertificateId,
    );
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(fixtures.createCertificate.request.body);
  });

  it('maps the certificate page; passed when content exists', async () => {
    const { client, requests } = clientAnswering(fixtures.certificatePage.response);
    const page = value(await client.certificatePage(fixtures.certificatePage.request.params.id));
    expect(page.resultKind).toBe('passed');
    expect(page.certificate).toEqual({
      id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      name: 'Sanne de Vries',
      trainingName: 'Dementie herkennen in de winkel',
      score: { achieved: 42, total: 50 },
      date: '2025-06-01T13:45:00Z',
      imageLink: '/api/elearning/Certificate/Image/9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d.png',
    });
    expect(page.achievedByLoggedInUser).toBe(true);
    expect(page.linkItems).toEqual([
      { title: 'Meer trainingen', intro: 'Leer nog meer.', link: '/trainingen' },
    ]);
    expect(requests[0]?.url).toBe(
      `${BASE}/api/elearning/Certificate/CertificatePage/${page.certificate?.id}`,
    );
  });

  it('certificate page without content is failed (guest view)', async () => {
    const { client } = clientAnswering({ ...fixtures.certificatePage.response, CertificateContent: null });
    const page = value(await client.certificatePage(fixtures.certificatePage.request.params.id));
    expect(page.resultKind).toBe('failed');
    expect(page.certificate).toBeUndefined();
  });

  it('builds the certificate image URLs', () => {
    const { client } = clientAnswering({});
    expect(client.certificateImageUrl('abc')).toBe(`${BASE}/api/elearning/Certificate/Image/abc.png`);
    expect(client.certificateShareImageUrl('abc')).toBe(
      `${BASE}/api/elearning/Certificate/ShareImage/abc.png`,
    );
  });

  it('sorts menu items by weight, children too', async () => {
    const { client, requests } = clientAnswering(fixtures.menuItems.response);
    const menu = value(await client.menu('main'));
    expect(menu.map((item) => item.title)).toEqual(['Over dementie', 'Trainingen', 'Alzheimer Nederland']);
    expect(menu[1]?.below.map((item) => item.title)).toEqual(['Alle trainingen', 'Mijn trainingen']);
    expect(menu[2]?.external).toBe(true);
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/api/menu_items/main`);
  });
});

describe('CMS calls (spec 2 §7)', () => {
  it('homepage is the first element of the list', async () => {
    const { client, requests } = clientAnswering(fixtures.homepage.response);
    expect(value(await client.homepage()).type).toBe('homepage');
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/api/homepage`);
  });

  it('an empty homepage list is failed 404', async () => {
    const { client } = clientAnswering([]);
    expect(await client.homepage()).toMatchObject({ kind: 'failed', status: 404 });
  });

  it('fetches a page by alias, keeping slashes and existing percent-encoding', async () => {
    const { client, requests } = clientAnswering(fixtures.page.response);
    const node = value(await client.page('/caf%C3%A9/wat is dementie'));
    expect(node.label).toBe('Wat is dementie?');
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/caf%C3%A9/wat%20is%20dementie`);
  });

  it('fetches a preview', async () => {
    const { client, requests } = clientAnswering(fixtures.preview.response);
    expect(value(await client.preview({ entityType: 'node', entityId: '44', revisionId: '310' })).id).toBe(
      44,
    );
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/api/preview/node/44/310`);
    expect(requests[0]?.credentials).toBe('include');
  });

  it('asks overview page n as page n - 1 with status 0 and maps items and pagination', async () => {
    const { client, requests } = clientAnswering(fixtures.newsOverview.response);
    const page = value(await client.overview('news', 2));
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/news-overview?status=0&page=1`);
    expect(page.pagination).toEqual({ currentPage: 2, totalItems: 27, totalPages: 3 });
    expect(page.items[0]).toMatchObject({
      id: '44',
      path: '/nieuws/nieuwe-training-voor-winkelpersoneel',
      label: 'Nieuwe training voor winkelpersoneel',
      introduction: 'Hoe help je een klant die in de war is?',
      publicationDate: '2025-06-01T00:00:00.000Z',
    });
    expect(page.items[0]?.headerImage?.crops.map((crop) => crop.width)).toEqual([380, 760, 1140]);
    expect(page.items[1]).toMatchObject({
      path: '/nieuws/gemeente-zwolle-is-dementievriendelijk',
      publicationDate: '2025-05-20T08:00:00.000Z',
    });
    expect(page.items[1]?.headerImage).toBeUndefined();
  });

  it('reads the organisation and story overviews and their totals without page', async () => {
    const org = clientAnswering(fixtures.organisationOverview.response);
    expect(value(await org.client.overview('organisations', 1)).items).toHaveLength(1);
    expect(value(await org.client.overviewTotal('organisations'))).toBe(26);
    expect(org.requests.map((r) => r.url)).toEqual([
      `${BASE}/api/drupal/organizatie-overview?status=0&page=0`,
      `${BASE}/api/drupal/organizatie-overview?status=0`,
    ]);
    const stories = clientAnswering(fixtures.storyOverview.response);
    expect(value(await stories.client.overviewTotal('stories'))).toBe(31);
    expect(stories.requests[0]?.url).toBe(`${BASE}/api/drupal/ervaringsverhalen-overview?status=0`);
  });

  it('node-path gives the alias', async () => {
    const { client, requests } = clientAnswering(fixtures.nodePath.response);
    expect(await client.nodePath('node/12')).toEqual(loaded('/wat-is-dementie'));
    expect(requests[0]?.url).toBe(`${BASE}/api/drupal/api/node-path?path=node%2F12`);
  });

  it("node-path falls back to '/' when the field is missing (spec 3 §7)", async () => {
    const { client } = clientAnswering({});
    expect(await client.nodePath('node/12')).toEqual(loaded('/'));
  });

  it('node-path falls back to the input path on a failed answer (spec 3 §7)', async () => {
    const { client } = clientAnswering({}, 500);
    expect(await client.nodePath('node/12')).toEqual(loaded('node/12'));
  });

  it('counter gives the plain number', async () => {
    const { client } = clientAnswering(fixtures.counter.response);
    expect(await client.counter()).toEqual(loaded(48213));
  });

  it('counter: a non-numeric answer is failed with status 200 (spec 2 §5)', async () => {
    const { client } = clientAnswering({ total: 5 });
    expect(await client.counter()).toMatchObject({ kind: 'failed', status: 200 });
  });
});

describe('memory test', () => {
  it('GETs one questionnaire by variant and maps it, sending no body', async () => {
    const { client, requests } = clientAnswering(fixtures.memoryTest.response);
    const test = value(await client.memoryTest('other'));
    expect(requests[0]?.url).toBe(`${BASE}/api/v1/memory-test/other`);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.body).toBeUndefined();
    expect(test.options.map((o) => o.points)).toEqual([1, 2, 3, 4, 5]);
    expect(test.questions[1]).toEqual({
      id: 'ander-2',
      text: 'Hij of zij weet niet zeker welke dag het is.',
    });
    expect(test.bands[1]?.links).toEqual([{ title: 'Hulp en advies', url: '/hulp-en-advies' }]);
  });

  it('fails an answer whose bands leave a score out', async () => {
    const broken = { ...fixtures.memoryTest.response, Bands: [fixtures.memoryTest.response.Bands[0]] };
    const { client } = clientAnswering(broken);
    expect((await client.memoryTest('other')).kind).toBe('failed');
  });
});
