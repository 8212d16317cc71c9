import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Sentry from '@sentry/node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackends } from '../test-support/backends';
import { type FakeIngest, startFakeIngest } from '../test-support/fake-ingest';
import { getPage, siteFolder } from '../test-support/site';
import { useTestApp } from '../test-support/suite';
import {
  browserReportOrigins,
  createErrorReporter,
  type ErrorReportingConfig,
  errorReportingFromEnv,
  errorReportingPageFields,
  noErrorReporter,
} from './error-reporting';
import type { ApiModule } from './module';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Routes that fail as real ones may: unexpectedly (500, the address and an e-mail in the message) or on bad input. */
const failingModule: ApiModule = {
  name: 'failing',
  create: (context) => ({
    routes(app) {
      app.get('/api/probe/kapot', async (request) => {
        throw new Error(`no account for jan@example.nl at ${request.url}`);
      });
      app.get('/api/probe/niet-gevonden', async () => {
        throw Object.assign(new Error('no such page'), { statusCode: 404 });
      });
      app.get('/api/probe/ongeldig', async () => {
        throw Object.assign(new Error('bad input'), { statusCode: 400 });
      });
      // A real failed query whose parameters are a visitor's search words (drizzle puts them in the
      // message), and one whose values PostgreSQL repeats in its own message.
      app.get('/api/probe/zoeken', async () => {
        await context.database.db.execute(
          sql`select * from geen_tabel where woorden = ${PLANTED.searchWords} limit ${10}`,
        );
      });
      app.get('/api/probe/getal', async () => {
        await context.database.db.execute(sql`select ${PLANTED.typedWords}::integer`);
      });
      // A failed query about a session and a rate-limit key (the hash of a cookie, an HMAC of an address).
      app.get('/api/probe/sessie', async () => {
        await context.database.db.execute(
          sql`delete from geen_sessies where id_hash = ${PLANTED.sessionHash} or sleutel = ${PLANTED.rateKey}`,
        );
      });
      // The database cannot be reached: an expected state, a 503.
      app.get('/api/probe/database-weg', async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
    },
  }),
};

/** Values planted in failing queries: none may reach an error report. */
const PLANTED = {
  searchWords: 'moeder vergeet steeds haar sleutels',
  typedWords: 'opa zoekt zijn bril',
  sessionHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  rateKey: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
};

/** A request as a signed-in visitor's browser sends it after following a mailed link. */
const PERSONAL_REQUEST = {
  url: '/api/probe/kapot?activationToken=tok-4711&userEmail=jan%40example.nl',
  headers: {
    cookie: 'dm_session=sess-secret-1; dm_csrf=csrf-cookie-secret',
    authorization: 'Bearer bearer-secret',
    'x-csrf-token': 'csrf-header-secret',
    'x-forwarded-for': '203.0.113.9',
  },
};

const SECRETS = [
  'jan@example.nl',
  'jan%40example.nl',
  'example.nl',
  'tok-4711',
  'sess-secret-1',
  'csrf-cookie-secret',
  'bearer-secret',
  'csrf-header-secret',
  '203.0.113.9',
];

function configFor(dsn: string | undefined, browserDsn?: string): ErrorReportingConfig {
  return { dsn, browserDsn, environment: 'test', release: 'dementie-api@9.9.9' };
}

describe('error-reporting settings (decision 0063)', () => {
  it('is off without SENTRY_DSN, and names the release after the package by default', () => {
    expect(errorReportingFromEnv({}, '1.2.3')).toEqual({
      dsn: undefined,
      browserDsn: undefined,
      environment: 'production',
      release: 'dementie-api@1.2.3',
    });
    expect(
      errorReportingFromEnv(
        {
          SENTRY_DSN: 'https://abc@o1.ingest.example.io/42',
          SENTRY_DSN_BROWSER: 'https://def@o1.ingest.example.io/43',
          SENTRY_ENVIRONMENT: 'acceptatie',
          SENTRY_RELEASE: 'r-2026-11-26',
        },
        '1.2.3',
      ),
    ).toEqual({
      dsn: 'https://abc@o1.ingest.example.io/42',
      browserDsn: 'https://def@o1.ingest.example.io/43',
      environment: 'acceptatie',
      release: 'r-2026-11-26',
    });
  });

  it('refuses a malformed DSN or release at start-up, with the setting it is about', () => {
    expect(() => errorReportingFromEnv({ SENTRY_DSN: 'not a dsn' })).toThrow(/SENTRY_DSN is not/);
    expect(() => errorReportingFromEnv({ SENTRY_DSN_BROWSER: 'https://o1.example.io/42' })).toThrow(
      /SENTRY_DSN_BROWSER is not a DSN/,
    );
    expect(() => errorReportingFromEnv({ SENTRY_DSN: 'ftp://k@example.io/1' })).toThrow(/SENTRY_DSN/);
    expect(() => errorReportingFromEnv({ SENTRY_RELEASE: 'feature/x' })).toThrow(/SENTRY_RELEASE/);
  });

  it('does not load the SDK without a DSN', async () => {
    const load = vi.fn(async () => Sentry);
    expect(await createErrorReporter(configFor(undefined), { load })).toBe(noErrorReporter);
    expect(await createErrorReporter(undefined, { load })).toBe(noErrorReporter);
    expect(load).not.toHaveBeenCalled();
  });

  it('gives pages the browser settings and the CSP its origin only with SENTRY_DSN_BROWSER', () => {
    expect(errorReportingPageFields(configFor('https://a@s.example.io/1'))).toEqual({});
    expect(browserReportOrigins(configFor('https://a@s.example.io/1'))).toEqual([]);
    const browser = configFor(undefined, 'https://pub@o9.ingest.example.io:8443/7');
    expect(errorReportingPageFields(browser)).toEqual({
      'sentry-dsn': 'https://pub@o9.ingest.example.io:8443/7',
      'sentry-environment': 'test',
      'sentry-release': 'dementie-api@9.9.9',
    });
    expect(browserReportOrigins(browser)).toEqual(['https://o9.ingest.example.io:8443']);
  });
});

describe('server error reports to a Sentry-compatible ingest', () => {
  let ingest: FakeIngest;
  beforeAll(async () => {
    ingest = await startFakeIngest();
  });
  afterAll(async () => {
    await ingest.close();
  });

  describe('with SENTRY_DSN', () => {
    // The config is read when the suite starts, after the ingest is up.
    const config: { errorReporting?: ErrorReportingConfig } = {};
    beforeAll(() => {
      config.errorReporting = configFor(ingest.dsn);
    });
    const suite = useTestApp(testBackends()[0]!, {
      modules: [failingModule],
      config,
    });

    it('sends exactly one scrubbed envelope for an unexpected error', async () => {
      const response = await suite.app.inject({ method: 'GET', ...PERSONAL_REQUEST });
      expect(response.statusCode).toBe(500);
      // Flushing waits for the ingest's answer, so the envelope has arrived.
      await suite.server.runtime.errorReporter.flush();
      expect(ingest.envelopes).toHaveLength(1);
      const [envelope] = ingest.envelopes;
      expect(envelope?.path).toBe('/api/1/envelope/');
      for (const secret of SECRETS) expect(envelope?.text, secret).not.toContain(secret);
      const event = envelope?.lines[2] as {
        level: string;
        environment: string;
        release: string;
        exception: { values: { type: string; value: string }[] };
        request: Record<string, unknown>;
        tags: Record<string, string>;
        user?: unknown;
      };
      expect(event.exception.values[0]?.type).toBe('Error');
      expect(event.exception.values[0]?.value).toBe('no account for [e-mail] at /api/probe/kapot?[redacted]');
      expect(event.request).toEqual({ method: 'GET', url: 'http://localhost:80/api/probe/kapot' });
      expect(event.tags).toEqual({ brand: 'dementie', route: '/api/probe/kapot' });
      expect(event.environment).toBe('test');
      expect(event.release).toBe('dementie-api@9.9.9');
      expect(event.user).toBeUndefined();
    });

    it('sends a failed query without its values, and nothing for a database that cannot be reached', async () => {
      const before = ingest.envelopes.length;
      for (const url of ['/api/probe/zoeken', '/api/probe/getal', '/api/probe/sessie']) {
        expect((await suite.app.inject({ method: 'GET', url })).statusCode, url).toBe(500);
      }
      await suite.server.runtime.errorReporter.flush();
      const sent = ingest.envelopes.slice(before);
      expect(sent).toHaveLength(3);
      // The reports are about the failed queries: the statement stays, its values do not.
      expect(sent[0]?.text).toContain('geen_tabel');
      for (const envelope of sent) {
        for (const [name, value] of Object.entries(PLANTED)) {
          for (const part of value.split(' ').filter((word) => word.length > 4)) {
            expect(envelope.text, `${name} in ${envelope.text.slice(0, 200)}`).not.toContain(part);
          }
        }
      }

      const unavailable = async () =>
        (
          await suite.server.runtime.context.metrics.registry
            .getSingleMetric('dementie_database_unavailable_total')
            ?.get()
        )?.values[0]?.value ?? 0;
      const counted = await unavailable();
      const down = await suite.app.inject({ method: 'GET', url: '/api/probe/database-weg' });
      expect(down.statusCode).toBe(503);
      await suite.server.runtime.errorReporter.flush();
      expect(ingest.envelopes).toHaveLength(before + 3);
      expect(await unavailable()).toBe(counted + 1);
    });

    it('sends nothing for a 4xx', async () => {
      const before = ingest.envelopes.length;
      expect((await suite.app.inject({ method: 'GET', url: '/api/probe/niet-gevonden' })).statusCode).toBe(
        404,
      );
      expect((await suite.app.inject({ method: 'GET', url: '/api/probe/ongeldig' })).statusCode).toBe(400);
      expect((await suite.app.inject({ method: 'GET', url: '/api/geen-route' })).statusCode).toBe(404);
      await suite.server.runtime.errorReporter.flush();
      // A 500 afterwards is the next envelope: nothing was sent in between.
      await suite.app.inject({ method: 'GET', url: '/api/probe/kapot' });
      await suite.server.runtime.errorReporter.flush();
      expect(ingest.envelopes).toHaveLength(before + 1);
      expect(ingest.envelopes.at(-1)?.text).toContain('/api/probe/kapot');
    });

    it('writes no browser settings into pages without SENTRY_DSN_BROWSER', async () => {
      const app = await suite.server.runtime.buildApp({ site: { brand: 'dementie', root: siteFolder() } });
      const page = await getPage(app, '/');
      expect(page.body).not.toContain('sentry-');
      expect(page.headers['content-security-policy']).toContain("connect-src 'self';");
      await app.close();
    });
  });

  it('leaves no SDK client behind once the runtime is closed', () => {
    expect(Sentry.getClient()).toBeUndefined();
  });

  describe('without SENTRY_DSN', () => {
    const suite = useTestApp(testBackends()[0]!, { modules: [failingModule] });

    it('sends nothing and has no SDK client', async () => {
      const before = ingest.envelopes.length;
      expect(suite.server.runtime.errorReporter).toBe(noErrorReporter);
      expect((await suite.app.inject({ method: 'GET', ...PERSONAL_REQUEST })).statusCode).toBe(500);
      expect(Sentry.getClient()).toBeUndefined();
      expect(ingest.envelopes).toHaveLength(before);
    });
  });

  describe('with SENTRY_DSN_BROWSER', () => {
    const suite = useTestApp(testBackends()[0]!, {
      modules: [],
      config: { errorReporting: configFor(undefined, 'https://pub@o9.ingest.example.io/7') },
      app: { site: { brand: 'dementie', root: siteFolder() } },
    });

    it('writes the settings into every page as hidden inputs and lets the page connect to the service', async () => {
      const page = await getPage(suite.app, '/nieuws');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<input type="hidden" name="sentry-dsn" value="https://pub@o9.ingest.example.io/7" />',
      );
      expect(page.body).toContain('<input type="hidden" name="sentry-environment" value="test" />');
      expect(page.body).toContain('<input type="hidden" name="sentry-release" value="dementie-api@9.9.9" />');
      expect(page.headers['content-security-policy']).toContain(
        "connect-src 'self' https://o9.ingest.example.io;",
      );
      // Only pages: an API answer keeps its closed policy.
      const api = await suite.app.inject({ method: 'GET', url: '/api/geen-route' });
      expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      // The server itself reports nothing: SENTRY_DSN is not set.
      expect(suite.server.runtime.errorReporter).toBe(noErrorReporter);
    });
  });

  it('reports a crash (an unhandled rejection), then the process ends with code 1 as without reporting', async () => {
    const before = ingest.envelopes.length;
    const child = spawn(
      process.execPath,
      ['--conditions=@dementie/source', '--import', 'tsx', 'src/test-support/crash-with-reporter.ts'],
      { cwd: apiRoot, env: { ...process.env, CRASH_TEST_DSN: ingest.dsn }, stdio: 'ignore' },
    );
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(ingest.envelopes).toHaveLength(before + 1);
    const envelope = ingest.envelopes.at(-1);
    expect(envelope?.text).toContain('crashed while mailing [e-mail]');
    expect(envelope?.text).not.toContain('example.nl');
    expect(envelope?.text).toContain('"level":"fatal"');
  });
});
