import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../config/chromium';

/** The journeys run against the built sites and the real server on its own ports and a fresh database. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'dementie-e2e-')), 'pglite');

export const brandPorts = {
  dementie: portBase + 1,
  dementievriendelijk: portBase + 2,
  alzheimer: portBase + 3,
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
    env: { PORT_BASE: String(portBase), DATA_DIR: dataDir, LOG: 'false', NODE_ENV: 'production' },
  },
});
