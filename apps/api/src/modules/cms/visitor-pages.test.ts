import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OVERVIEW_PAGE_SIZE } from '@dementie/api-client';
import { brands, type OverviewListKind, type OverviewPaging } from '@dementie/brands';
import { PARAGRAPH_BUNDLES } from '@dementie/cms-model';
import { type BrandId, brandIds } from '@dementie/i18n-catalogues';
import { describe, expect, it } from 'vitest';
import { demoTrainings } from '../../../content/trainings';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createCmsModule } from '.';
import { defaultContentDir } from './content-files';
import { cmsPathAliases } from './schema';

/*
 * The demo content as a visitor meets it, on each brand: every internal link in it leads somewhere
 * (a CMS page the brand shows, a page of the site itself, or a redirect to one), and every block and
 * widget of the kit appears on at least one page a visitor reaches from the menus. The kitchen-sink
 * pages (/alle-bouwstenen...) hold every block too, but nobody finds them: they do not count.
 */

/** Where the walk starts for the pages no menu leads to. */
const EVERY_PAGE = '(every page)';

const KITCHEN_SINK = /^\/alle-bouwstenen(\/|$)/;

/** The overview routes of the site (spec 2 §2.1, §2.4), the call that lists their items and their kind. */
const OVERVIEWS: Record<string, { call: string; kind: OverviewListKind }> = {
  '/nieuws': { call: 'news-overview', kind: 'news' },
  '/organisaties': { call: 'organizatie-overview', kind: 'organisations' },
  '/ervaringen': { call: 'ervaringsverhalen-overview', kind: 'stories' },
};

/**
 * How many trainings the trainings overview shows while collapsed (block-kit
 * `TRAININGS_COLLAPSED_COUNT`, spec 2 §2.6): with more, it shows its expand button.
 */
const TRAININGS_SHOWN_COLLAPSED = 3;

/**
 * The site's own pages that are no CMS page (packages/site/src/routes.tsx; spec 1 §2, spec 2 §2.1,
 * spec 3 §2). A training's page is checked against the trainings the brand offers.
 */
const SITE_PAGES: readonly RegExp[] = [
  /^\/zoeken$/,
  /^\/trainingen$/,
  /^\/cookies$/,
  /^\/login$/,
  /^\/account-gegevens$/,
  /^\/mijn-trainingen$/,
  /^\/geheugentest(\/(voor-mezelf|over-een-ander))?$/,
  /^\/training-offline$/,
];

/**
 * The site's pages that show the CMS page at their own address when there is one: the cookie
 * statement takes its text from /cookies (packages/site cookies-loader). Every other site page is
 * the site's own, and a CMS page at its address is never shown.
 */
const SHOWS_ITS_CMS_PAGE: ReadonlySet<string> = new Set(['/cookies']);

/** Whether the site answers an address with a screen of its own rather than the CMS page there. */
const siteOwns = (pathOnly: string) =>
  SITE_PAGES.some((page) => page.test(pathOnly)) && !SHOWS_ITS_CMS_PAGE.has(pathOnly);

interface Redirect {
  from: string;
  to: string;
  brand?: string;
}
const redirects: Redirect[] = JSON.parse(
  readFileSync(path.join(defaultContentDir, 'redirects.json'), 'utf8'),
);

/** Every internal link in a wire value: link fields, aliases of related items, and hrefs in rich text. */
function linksIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/href="([^"]+)"/g)) found.add(match[1]!);
  } else if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && (key === 'url' || key === 'alias' || key === 'uri')) {
        found.add(item.replace(/^internal:/, ''));
      } else if (key === 'field_training_id') {
        // The e-learning call to action links to its training's page (block-kit's trainingUrl).
        for (const { value: id } of item as { value: unknown }[]) found.add(`/trainingen/${id}`);
      } else {
        linksIn(item, found);
      }
    }
  }
  return new Set([...found].filter((link) => link.startsWith('/') && !link.startsWith('//')));
}

/** Every paragraph bundle in a wire value, nested ones included (media entities are no paragraphs). */
function bundlesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) bundlesIn(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string' && !('field_image' in record) && !('bundle' in record))
      found.add(record.type);
    for (const [key, item] of Object.entries(record)) if (key.startsWith('field_')) bundlesIn(item, found);
  }
  return found;
}

/** The hosts of the video players in a wire value (spec 2 §2.8: youtube, vimeo, npo). */
function videoHostsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) videoHostsIn(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.iframe_url === 'string' && typeof record.type === 'string') found.add(record.type);
    for (const item of Object.values(record)) videoHostsIn(item, found);
  }
  return found;
}

/** Files and pictures are served by the media routes, not pages. */
const isFile = (link: string) => /^\/(drupal\/media|sharedblobstorage|api)\//.test(link);

describe.each(testBackends())('the demo content on $name, as visitors meet it', (backend) => {
  const suite = useTestApp(backend, { modules: [createCmsModule()] });

  const getJson = async (url: string, brand: BrandId) => {
    const response = await suite.app.inject({ method: 'GET', url, headers: { 'x-brand': brand } });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : undefined };
  };

  /** The links of a brand's three menus. */
  async function menuLinks(brand: BrandId): Promise<string[]> {
    const links: string[] = [];
    for (const menu of ['main', 'footer', 'top-menu']) {
      const { body } = await getJson(`/api/drupal/api/menu_items/${menu}`, brand);
      links.push(...linksIn(body));
    }
    return links;
  }

  interface Walk {
    /** Each internal link that leads nowhere, with the page it is on. */
    dead: string[];
    /** The CMS pages reached, with the bundles on them. */
    pages: Map<string, Set<string>>;
    /** The CMS pages reached, with the video hosts they play. */
    videos: Map<string, Set<string>>;
    /** The overview routes reached, with their number of items. */
    overviews: Map<string, number>;
  }

  /**
   * Walks the brand's site from `start` (with the page each start link is on), following every
   * internal link of every CMS page and every item of the overviews.
   */
  async function walk(brand: BrandId, start: [link: string, from: string][]): Promise<Walk> {
    const dead: string[] = [];
    const pages = new Map<string, Set<string>>();
    const videos = new Map<string, Set<string>>();
    const overviews = new Map<string, number>();
    const seen = new Set<string>();
    const queue = [...start];
    const follow = (links: Iterable<string>, from: string) => {
      for (const link of links) queue.push([link, from]);
    };
    while (queue.length > 0) {
      const [link, from] = queue.shift()!;
      if (isFile(link)) continue;
      const pathOnly = (link.split(/[?#]/, 1)[0] ?? '/').replace(/(.)\/+$/, '$1');
      if (seen.has(pathOnly)) continue;
      seen.add(pathOnly);
      // The site looks a path's redirect up before any page, its own routes too (spec 1 §4).
      const redirect = redirects.find(
        (entry) => entry.from === pathOnly && (entry.brand === undefined || entry.brand === brand),
      );
      if (redirect) {
        follow([redirect.to], from);
        continue;
      }
      if (pathOnly === '/') {
        const { body } = await getJson('/api/drupal/api/homepage', brand);
        const home = (body as unknown[])[0];
        pages.set('/', bundlesIn(home));
        videos.set('/', videoHostsIn(home));
        follow(linksIn(home), '/');
        continue;
      }
      const overview = OVERVIEWS[pathOnly];
      if (overview) {
        const first = await getJson(`/api/drupal/${overview.call}?status=0`, brand);
        const total = Number((first.body as { pager: { total_items: unknown } }).pager.total_items);
        overviews.set(pathOnly, total);
        for (let page = 0; page * OVERVIEW_PAGE_SIZE < total; page += 1) {
          const { body } = await getJson(`/api/drupal/${overview.call}?status=0&page=${page}`, brand);
          follow(linksIn((body as { items: unknown[] }).items), pathOnly);
        }
        continue;
      }
      const training = /^\/trainingen\/([^/]+)$/.exec(pathOnly);
      if (training) {
        const offered = demoTrainings.some(
          (course) => String(course.id) === training[1] && course.brands.includes(brand),
        );
        if (!offered) dead.push(`${from} -> ${link}`);
        continue;
      }
      // The site's own pages come first: a CMS page at one of their addresses is never shown (the
      // site's trainings overview at /trainingen), so its blocks do not count as met.
      if (siteOwns(pathOnly)) continue;
      const { status, body } = await getJson(`/api/drupal${pathOnly}`, brand);
      if (status === 200) {
        pages.set(pathOnly, bundlesIn(body));
        videos.set(pathOnly, videoHostsIn(body));
        follow(linksIn(body), pathOnly);
        continue;
      }
      // The cookie statement without a CMS text of its own shows the site's.
      if (SHOWS_ITS_CMS_PAGE.has(pathOnly)) continue;
      // An unpublished, scheduled or expired page is rightly not found; only a link to it is dead.
      if (from === EVERY_PAGE) continue;
      dead.push(`${from} -> ${link}`);
    }
    return { dead, pages, videos, overviews };
  }

  it.each(brandIds)(
    'on %s, no CMS page sits at an address the site answers itself (a visitor would never see it)',
    async (brand) => {
      const aliases = (await suite.db.select().from(cmsPathAliases)).filter((row) => row.brand === brand);
      const hidden = aliases.map((row) => row.alias).filter((alias) => siteOwns(alias) || alias in OVERVIEWS);
      expect(aliases.length).toBeGreaterThan(40);
      expect(hidden).toEqual([]);
    },
  );

  it.each(brandIds)(
    'on %s, every internal link of every page leads to a page',
    async (brand) => {
      // Every page the brand shows, also those no menu leads to (the kitchen-sink pages among them).
      const aliases = (await suite.db.select().from(cmsPathAliases)).filter((row) => row.brand === brand);
      const start: [string, string][] = [
        ['/', '(start)'],
        ...(await menuLinks(brand)).map((link): [string, string] => [link, '(menu)']),
        ...aliases.map((row): [string, string] => [row.alias, EVERY_PAGE]),
      ];
      const { dead, pages } = await walk(brand, start);
      expect(pages.size).toBeGreaterThan(40);
      expect(dead).toEqual([]);
    },
    120_000,
  );

  /** The drawing an overview item shows: the picture of its header image ('' for none). */
  const drawingOf = (item: unknown): string => {
    const [media] =
      (item as { field_header_image?: { field_image?: { url?: string }[] }[] }).field_header_image ?? [];
    return media?.field_image?.[0]?.url ?? '';
  };

  it.each(brandIds)(
    'on %s, no page of an overview shows one drawing twice (the demo content reads as different stories)',
    async (brand) => {
      const repeated: string[] = [];
      let pictured = 0;
      for (const [route, { call }] of Object.entries(OVERVIEWS)) {
        const first = await getJson(`/api/drupal/${call}?status=0`, brand);
        const total = Number((first.body as { pager: { total_items: unknown } }).pager.total_items);
        for (let page = 0; page * OVERVIEW_PAGE_SIZE < total; page += 1) {
          const { body } = await getJson(`/api/drupal/${call}?status=0&page=${page}`, brand);
          const drawings = (body as { items: unknown[] }).items.map(drawingOf).filter(Boolean);
          pictured += drawings.length;
          const twice = drawings.filter((drawing, at) => drawings.indexOf(drawing) !== at);
          if (twice.length > 0) repeated.push(`${route} page ${page + 1}: ${[...new Set(twice)].join(', ')}`);
        }
      }
      expect(pictured).toBeGreaterThan(30);
      expect(repeated).toEqual([]);
    },
    120_000,
  );

  it('uses every block and widget of the kit on a page that a visitor reaches from the menus', async () => {
    const used = new Map<string, string>();
    for (const brand of brandIds) {
      const start = (await menuLinks(brand)).map((link): [string, string] => [link, '(menu)']);
      const { pages } = await walk(brand, [['/', '(start)'], ...start]);
      for (const [page, bundles] of pages) {
        if (KITCHEN_SINK.test(page)) continue;
        for (const bundle of bundles) if (!used.has(bundle)) used.set(bundle, `${brand} ${page}`);
      }
    }
    const unused = PARAGRAPH_BUNDLES.filter((bundle) => !used.has(bundle));
    expect(unused).toEqual([]);
  }, 120_000);

  /*
   * Spec 2 describes states that the content decides whether anyone meets: the trainings overview
   * collapsed with its expand button (more trainings than it shows), the paginator's button and
   * infinite modes (a brand's choice, on a list of more than one page) and the NPO player. Each must be
   * on a page a visitor reaches from the menus, or no visitor (and no designer trying the sites) sees it.
   */
  it('shows the collapsed trainings overview, both kinds of paging and the NPO player on pages reached from the menus', async () => {
    const met = new Map<string, string>();
    const meet = (what: string, where: string) => {
      if (!met.has(what)) met.set(what, where);
    };
    for (const brand of brandIds) {
      const start = (await menuLinks(brand)).map((link): [string, string] => [link, '(menu)']);
      const { pages, videos, overviews } = await walk(brand, [['/', '(start)'], ...start]);
      const offered = demoTrainings.filter((course) => course.brands.includes(brand)).length;
      for (const [page, bundles] of pages) {
        if (KITCHEN_SINK.test(page)) continue;
        // The site's own trainings screen answers /trainingen (SITE_PAGES): the CMS page there is not shown.
        if (
          bundles.has('trainings_overview') &&
          offered > TRAININGS_SHOWN_COLLAPSED &&
          page !== '/trainingen'
        )
          meet('trainings overview, collapsed', `${brand} ${page}`);
        if (videos.get(page)?.has('npo')) meet('NPO player', `${brand} ${page}`);
      }
      for (const [route, total] of overviews) {
        const overview = OVERVIEWS[route];
        if (!overview || total <= OVERVIEW_PAGE_SIZE) continue;
        const paging: OverviewPaging = brands[brand].overviewPaging[overview.kind];
        meet(`paging: ${paging}`, `${brand} ${route}`);
      }
    }
    expect(
      ['trainings overview, collapsed', 'paging: button', 'paging: infinite', 'NPO player'].filter(
        (what) => !met.has(what),
      ),
    ).toEqual([]);
  }, 120_000);
});
