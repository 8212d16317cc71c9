import {
  CMS_PARAGRAPH_BUNDLES,
  cmsHomepageResponseSchema,
  cmsNodeSchema,
  previewIsLive,
} from '@dementie/api-client';
import { mapPage, PARAGRAPH_BUNDLES } from '@dementie/cms-model';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { cmsPathAliases } from './schema';
import { useCmsSuite } from './test-suite';
import { TEST_USER_HEADER } from './testing';

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

describe.each(testBackends())('cms on $name', (backend) => {
  const { cms, suite, get } = useCmsSuite(backend);

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
});
