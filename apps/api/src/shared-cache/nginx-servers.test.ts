import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_IDS, type BrandId, brands } from '@dementie/brands';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type NginxProxy, startNginxProxy } from '../../../../deploy/nginx/nginx-proxy.mjs';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { HttpVisitor, type ServerProcess, startServerProcess } from '../test-support/server-process';
import { eventually } from '../test-support/wait';
import { type Loaded, load } from './nginx-testing';

/*
 * The shared cache of deploy/nginx (decision 0104): Debian's nginx with the cache-purge module and the
 * purger, as deploy/nginx/README.md runs them, here in front of real server processes (its rules against
 * a stand-in origin: nginx-rules.test.ts). nginx missing (and not root, so not installed): the hooks
 * fail with the command that installs it (deploy/nginx/nginx-proxy.mjs), never a skip.
 */

const url = process.env.TEST_DATABASE_URL;
const builtSite = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dementie/dist/index.html',
);

/** A server process's origin of `brand` (PORT_BASE + the brand's offset). */
function brandOrigin(server: ServerProcess, brand: BrandId): string {
  const base = Number(new URL(server.api).port);
  return `http://127.0.0.1:${base + brands[brand].portOffset}`;
}

/** The address of the newest item of an overview call (a news item, a story, an organisation). */
async function newestItem(site: string, call: string): Promise<string> {
  const answer = (await (await fetch(`${site}/api/drupal/${call}?status=0&page=0`)).json()) as {
    items?: { path?: string | { alias?: string } }[];
  };
  const item = answer.items?.[0]?.path;
  const alias = typeof item === 'string' ? item : item?.alias;
  if (!alias) throw new Error(`the demo content has no item in ${call}`);
  return alias;
}

const CHOICE_CALLS: Record<string, [string, string]> = {
  InfoSlideMultipleChoiceQuestion: ['/api/elearning/InfoSlideAnswers', 'InfoSlideMultipleChoiceQuestionId'],
  FlipCardMultipleChoiceQuestion: ['/api/elearning/FlipCardAnswers', 'FlipCardMultipleChoiceQuestionId'],
  MultipleChoiceStatement: ['/api/elearning/StatementAnswers', 'StatementQuestionId'],
};

interface RunActivity {
  TeachingActivity: { Id: number; Kind: string; ItemOrderNumber: number };
}
interface RunChapter {
  Chapter: { ItemOrderNumber: number };
  TeachingActivities: RunActivity[];
}

/**
 * A guest learner on `site` works through a demo training with every answer right and asks for the
 * certificate, as the player does over HTTP: the certificate counter, which the dementie home page
 * shows, goes up by one.
 */
async function earnCertificate(site: string): Promise<void> {
  const learner = new HttpVisitor();
  const ok = async (method: string, address: string, body?: unknown) => {
    const answer = await learner.call(`${site}${address}`, method, body);
    if (answer.status !== 200)
      throw new Error(`${method} ${address}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as never;
  };
  const courses: { Id: number }[] = await ok('GET', '/api/elearning/GetCourses');
  const courseId = courses[0]?.Id;
  if (courseId === undefined) throw new Error('the demo content has no training');
  const run: { RunId: string; Chapters: RunChapter[] } = await ok('POST', '/api/elearning/StartRun', {
    CourseId: courseId,
  });
  const activities = [...run.Chapters]
    .sort((a, b) => a.Chapter.ItemOrderNumber - b.Chapter.ItemOrderNumber)
    .flatMap((chapter) =>
      [...chapter.TeachingActivities].sort(
        (a, b) => a.TeachingActivity.ItemOrderNumber - b.TeachingActivity.ItemOrderNumber,
      ),
    );
  for (const { TeachingActivity: activity } of activities) {
    const content: { TeachingActivity: { ShouldDragAnswer?: boolean } } = await ok(
      'GET',
      `/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=${activity.Id}`,
    );
    const choice = CHOICE_CALLS[activity.Kind];
    if (!choice) {
      await ok('POST', '/api/elearning/MarkInfoSlideDone', {
        CourseId: courseId,
        TeachingActivityId: activity.Id,
        AnswerIds: [],
      });
      continue;
    }
    const answers: { Id: number; IsCorrect: boolean }[] = await ok('POST', choice[0], {
      [choice[1]]: activity.Id,
    });
    const correct = answers.filter((answer) => answer.IsCorrect).map((answer) => answer.Id);
    const single =
      activity.Kind === 'MultipleChoiceStatement' ||
      (activity.Kind === 'InfoSlideMultipleChoiceQuestion' && !content.TeachingActivity.ShouldDragAnswer);
    await ok('POST', '/api/elearning/MarkAssignment', {
      CourseId: courseId,
      AssignmentId: activity.Id,
      AnswerIds: single ? correct.slice(0, 1) : correct,
    });
  }
  await ok('GET', `/api/elearning/CompleteCourse/${courseId}`);
  await ok('POST', '/api/elearning/Certificate/CreateCertificate', {
    personName: 'Proxy Test',
    runId: run.RunId,
  });
}

// Two processes on one PostgreSQL schema need TEST_DATABASE_URL (.ci/run sets it when the machine's
// PostgreSQL answers); without it, one process on PGlite (its data folder belongs to one process).
describe(url
  ? 'nginx in front of two server processes on one PostgreSQL schema'
  : 'nginx in front of one server process on PGlite (TEST_DATABASE_URL not set)', {
  timeout: 180_000,
}, () => {
  const schema = `test_proxy_${randomBytes(5).toString('hex')}`;
  const folders: string[] = [];
  let servers: ServerProcess[] = [];
  let proxy: NginxProxy;
  let database: DatabaseHandle | undefined;
  let site: string;
  /** Each kind of document page (dementie), and the other brands' home pages. */
  let pages: { name: string; url: string }[] = [];

  beforeAll(async () => {
    if (!existsSync(builtSite))
      throw new Error(`the sites are not built (${builtSite}): run pnpm build first`);
    // The purge address is known before the processes start: they are told it (CACHE_PURGE_URL).
    const purgePort = await freePort();
    const shared = { CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}`, TRUST_PROXY: '127.0.0.1' };
    if (url) {
      const env = { ...shared, DATABASE_URL: url, DATABASE_SCHEMA: schema };
      const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
      servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      database = await openDatabase({ databaseUrl: url, pgSchema: schema });
    } else {
      const folder = mkdtempSync(path.join(tmpdir(), 'proxy-test-'));
      folders.push(folder);
      servers = [
        await startServerProcess({
          ...shared,
          DATA_DIR: path.join(folder, 'pglite'),
          BLOB_DIR: path.join(folder, 'blobs'),
        }),
      ];
    }
    proxy = await startNginxProxy({
      purgePort,
      upstreams: Object.fromEntries(
        BRAND_IDS.map((brand) => [brand, servers.map((server) => brandOrigin(server, brand))]),
      ),
    });
    site = proxy.origins.dementie ?? '';
    const origin = servers[0]?.site ?? '';
    pages = [
      { name: 'home', url: `${site}/` },
      { name: 'CMS page', url: `${site}/wat-is-dementie` },
      { name: 'news item', url: `${site}${await newestItem(origin, 'news-overview')}` },
      { name: 'news overview', url: `${site}/nieuws` },
      { name: 'organisation', url: `${site}${await newestItem(origin, 'organizatie-overview')}` },
      { name: 'story', url: `${site}${await newestItem(origin, 'ervaringsverhalen-overview')}` },
      { name: 'trainings', url: `${site}/trainingen` },
      { name: 'memory test start', url: `${site}/geheugentest` },
      { name: 'not found', url: `${site}/deze-pagina-bestaat-niet` },
      { name: 'home dementievriendelijk', url: `${proxy.origins.dementievriendelijk}/` },
      { name: 'home alzheimer', url: `${proxy.origins.alzheimer}/` },
    ];
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await proxy?.stop();
    if (database) {
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await database.close();
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('serves each kind of document page from the cache the second time it is asked', async () => {
    const second: Record<string, string> = {};
    for (const page of pages) {
      const first = await load(page.url);
      expect(first.status, `${page.name} ${page.url}`).toBe(page.name === 'not found' ? 404 : 200);
      const again = await load(page.url);
      second[page.name] = again.cache;
    }
    expect(second).toEqual(Object.fromEntries(pages.map((page) => [page.name, 'HIT'])));
  });

  it('gives two different anonymous visitors of each kind of document page the same bytes, without a cookie', async () => {
    const origin = servers[0]?.site ?? '';
    const differences: string[] = [];
    for (const page of pages.filter((candidate) => candidate.url.startsWith(site))) {
      const address = `${origin}${page.url.slice(site.length)}`;
      const first = await fetch(address, { headers: { 'accept-encoding': 'identity' } });
      const second = await fetch(address, {
        headers: { 'accept-encoding': 'identity', cookie: `dm_csrf=${'a'.repeat(43)}; dm_signed_in=1` },
      });
      const [one, two] = [await first.text(), await second.text()];
      if (one !== two) differences.push(`${page.name}: the HTML differs`);
      if (first.headers.has('set-cookie') || second.headers.has('set-cookie')) {
        differences.push(`${page.name}: sets a cookie`);
      }
      if (!/^public, /.test(first.headers.get('cache-control') ?? '')) {
        differences.push(`${page.name}: ${first.headers.get('cache-control')}`);
      }
      if (/ nonce=|name="csrf" value=/.test(one)) differences.push(`${page.name}: holds a nonce or a token`);
    }
    expect(differences).toEqual([]);
  });

  it('never serves a personal page from the cache', async () => {
    for (const address of ['/mijn-trainingen', '/login']) {
      for (let n = 0; n < 3; n += 1) {
        expect((await load(`${site}${address}`)).cache, address).not.toBe('HIT');
      }
    }
  });

  it('does not serve a visitor with a session cookie from the cache', async () => {
    await load(`${site}/`);
    const withSession = await load(`${site}/`, { cookie: 'dm_session=x' });
    expect(withSession.cache).toBe('BYPASS');
  });

  // The page is kept for 60 s (s-maxage): the new count before that is the purge's doing. How soon it
  // shows (about half a second here) is a figure for the bench, not a timed test: the wait is bounded
  // far below the 60 s so a busy machine cannot fail it, and far above what a purge takes.
  it('shows a certificate earned through one process on the cached home page long before the page would expire (purge)', async () => {
    const home = `${site}/`;
    await load(home);
    expect((await load(home)).cache, 'the home page is kept before').toBe('HIT');
    const origin = servers[0]?.site ?? '';
    const before = Number(await (await fetch(`${origin}/api/v1/counter`)).text());
    await earnCertificate(origin);
    const shown = `data-testid="counter-animated">${before + 1}<`;
    await eventually(
      'the proxy serves the home page with the new count',
      15_000,
      async () => (await load(home)).body.includes(shown),
      20,
    );
  });

  it('serves the kept pages when every server process is down', async () => {
    // Each page in the cache again (the purge above may have removed some: the pages with the counter).
    const cached = new Map<string, Loaded>();
    for (const page of pages) {
      await load(page.url);
      const again = await load(page.url);
      if (again.cache === 'HIT') cached.set(page.url, again);
    }
    await Promise.all(servers.map((server) => server.stop()));
    const served: Record<string, string> = {};
    for (const page of pages) {
      const answer = await load(page.url);
      const before = cached.get(page.url);
      served[page.name] =
        before &&
        answer.status === before.status &&
        answer.body.length > 0 &&
        ['HIT', 'STALE', 'UPDATING'].includes(answer.cache)
          ? 'served'
          : `${answer.status} ${answer.cache}`;
    }
    expect(served).toEqual(Object.fromEntries(pages.map((page) => [page.name, 'served'])));
  });
});
