import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BRAND_IDS, type BrandId, brands } from '@dementie/brands';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../config/chromium';

/** The journeys run against the built sites and the real server on its own ports and a fresh database. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'dementie-e2e-')), 'pglite');

/** Signs in as an editor in the e2e server (the E2E_EDITOR_EMAILS hook below). */
export const e2eEditorEmail = 'redacteur@e2e.example.nl';
/** A second editor, for a journey of its own: a first sign-in gets a session at once, a later one a mail. */
export const e2eSecondEditorEmail = 'redacteur-twee@e2e.example.nl';
/** A third editor: the journey of what an editor saves and a visitor sees. */
export const e2eThirdEditorEmail = 'redacteur-drie@e2e.example.nl';

/** Each brand site's port: the server's port base plus the brand's port offset. */
export const brandPorts = Object.fromEntries(
  BRAND_IDS.map((brand) => [brand, portBase + brands[brand].portOffset]),
) as Record<BrandId, number>;

/**
 * Another team's app on another site (decision 0082): journeys serve it on `localhost` (the sites are on
 * 127.0.0.1, another site for the browser) and the server lets this origin call it (CORS_ORIGINS).
 */
export const partnerPort = portBase + 7;
export const partnerOrigin = `http://localhost:${partnerPort}`;
/** An app on an origin nobody configured: the API must refuse it. */
export const strangerPort = portBase + 8;

/**
 * The pages of another site that put the embed page in an iframe (e2e/tests/embed.spec.ts), on
 * `localhost` while the sites run on 127.0.0.1: another site, as a partner's is. The first is a
 * configured partner (CORS_ORIGINS below), the second is not.
 */
export const embedHostPorts = { partner: portBase + 10, stranger: portBase + 11 } as const;
export const embedPartnerOrigin = `http://localhost:${embedHostPorts.partner}`;

export default defineConfig({
  testDir: './tests',
  // One output folder per port base, so runs on other ports never remove each other's traces.
  outputDir: `test-results/${portBase}`,
  fullyParallel: false,
  // One browser at a time by default: npm test runs the journeys beside vitest and the story check, and
  // on two cores a second worker slowed those more than it sped the journeys up (1,260 s instead of
  // 1,029-1,090 s for the whole run, decision 0074). E2E_WORKERS=2 on an idle machine: each file runs in
  // one worker (fullyParallel false), so a file's tests and a serial journey's steps keep their order,
  // and every journey uses addresses of its own.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    { name: 'journeys', testIgnore: /zz-editor|partner-app/ },
    // Another team's app needs the consumer test's partner pages, which npm test builds beside the
    // journeys: it runs after the others, when the pages are there (tests/partner-app.spec.ts).
    { name: 'partner', testMatch: /partner-app\.spec\.ts$/, dependencies: ['journeys'] },
    // The editors change training 2 on dementie, which the other journeys walk: they run once all
    // the others are done, one at a time.
    {
      name: 'editor',
      testMatch: /zz-editor.*\.spec\.ts$/,
      dependencies: ['journeys', 'partner'],
      workers: 1,
    },
  ],
  // Ceilings, not waits: every step waits for a state. npm test runs the journeys beside the other
  // suites on a 2-core machine, where a page can take seconds longer than on an idle one. A journey
  // takes at most about 25 s on an idle-enough machine here (a longer one is split into serial steps,
  // decision 0074), so a machine several times slower still finishes inside this.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  forbidOnly: true,
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx ../apps/api/src/server.ts',
    url: `http://127.0.0.1:${portBase}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT_BASE: String(portBase),
      DATA_DIR: dataDir,
      LOG: 'false',
      NODE_ENV: 'production',
      // As `npm start` runs it: production build, embedded database, local origins without SMTP, so
      // the local mailbox holds the mails. Besides: a fresh blob folder per run, and the local-instance
      // hook that makes this address an editor when it signs in (apps/api/src/modules/auth/test-editors.ts;
      // ignored as soon as an origin is public).
      BLOB_DIR: path.join(path.dirname(dataDir), 'blobs'),
      E2E_EDITOR_EMAILS: [e2eEditorEmail, e2eSecondEditorEmail, e2eThirdEditorEmail].join(','),
      // Another team's app may call the API (decision 0082); the embed journey's partner site may frame
      // the embed page (decision 0085). No other journey comes from these origins.
      CORS_ORIGINS: [partnerOrigin, embedPartnerOrigin].join(','),
      // Every journey comes from 127.0.0.1, like the visitors of a care home behind one address: the
      // journeys sign in far more than 30 times in 10 minutes (decision 0007's default), which the
      // suite tests on its own (apps/api/src/modules/auth/abuse-limits.test.ts).
      LOGIN_CALLS_PER_IP: '1000',
      // SSR=app runs the journeys on the whole app (decision 0067); default as npm start: documents.
      ...(process.env.SSR ? { SSR: process.env.SSR } : {}),
    },
  },
});
