import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_IDS, type BrandId, brands } from '@dementie/brands';
import type { FastifyInstance } from 'fastify';
import {
  localBrandOrigins,
  parseCachePurgeUrl,
  parseCorsOrigins,
  parseLoginCallsPerIp,
  parseTrustProxy,
  usesLocalMailbox,
} from './core/config';
import { errorReportingFromEnv } from './core/error-reporting';
import { logFormatFrom } from './core/logging';
import { buildMetricsApp } from './core/metrics';
import { createProcessLog, processLog, useProcessLog } from './core/process-log';
import { createRuntime } from './core/runtime';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, millisecondsFrom, shutdown } from './core/shutdown';
import { openDatabaseFromEnv } from './db/from-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

async function main() {
  // Every line of the process in one format (README, LOG_FORMAT): in JSON also the banner and shutdown.
  const logFormat = logFormatFrom(process.env.LOG_FORMAT, process.stdout.isTTY === true);
  const log = createProcessLog(logFormat);
  useProcessLog(log);
  const portBase = Number(process.env.PORT_BASE ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';
  // Read before anything starts, so a mistyped value stops the server at once.
  const shutdownTimeoutMs = millisecondsFrom(
    'SHUTDOWN_TIMEOUT_MS',
    process.env.SHUTDOWN_TIMEOUT_MS,
    DEFAULT_SHUTDOWN_TIMEOUT_MS,
  );
  const shutdownDrainMs = millisecondsFrom('SHUTDOWN_DRAIN_MS', process.env.SHUTDOWN_DRAIN_MS, 0);
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  if (
    metricsPort !== undefined &&
    !(Number.isInteger(metricsPort) && metricsPort > 0 && metricsPort < 65536)
  ) {
    throw new Error(`METRICS_PORT must be a port number, not "${process.env.METRICS_PORT}"`);
  }
  const metricsHost = process.env.METRICS_HOST ?? '127.0.0.1';
  // In JSON the start-up says where it is (the scale bench follows it); a terminal gets the banner only.
  const progress = (message: string) => {
    if (log.format === 'json') log.info(message);
  };
  progress('starting: opening the database, migrations under the start-up lock');
  // DATABASE_URL, DATABASE_SCHEMA, DATA_DIR and the time limits (README): read as every tool reads them.
  const database = await openDatabaseFromEnv(process.env);
  progress(`starting: database open (${database.kind}), starting the modules`);
  const local = localBrandOrigins(portBase, host);
  const runtime = await createRuntime({
    database,
    sessionSecret: process.env.SESSION_SECRET,
    // SENTRY_* (README, decision 0063): crashes of this process are reported too.
    captureCrashes: true,
    config: {
      // ORIGIN_DEMENTIE, ORIGIN_DEMENTIEVRIENDELIJK, ORIGIN_ALZHEIMER (README).
      brandOrigins: Object.fromEntries(
        BRAND_IDS.map((brand) => [brand, process.env[`ORIGIN_${brand.toUpperCase()}`] ?? local[brand]]),
      ) as Record<BrandId, string>,
      databaseKind: database.kind,
      smtpUrl: process.env.SMTP_URL,
      recaptchaSecret: process.env.RECAPTCHA_SECRET,
      blobDir: process.env.BLOB_DIR ?? path.join(repoRoot, 'apps/api/.data/blobs'),
      azureStorageConnectionString: process.env.AZURE_STORAGE_CONNECTION_STRING,
      trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
      corsOrigins: parseCorsOrigins(process.env.CORS_ORIGINS),
      loginCallsPerIp: parseLoginCallsPerIp(process.env.LOGIN_CALLS_PER_IP),
      cachePurgeUrl: parseCachePurgeUrl(process.env.CACHE_PURGE_URL),
      mailFrom: process.env.MAIL_FROM,
      errorReporting: errorReportingFromEnv(process.env),
    },
  });
  progress('starting: modules started, opening the ports');
  const logger = process.env.LOG !== 'false';
  const servesSites = process.env.SERVE_SITES !== 'false';
  // The API on PORT_BASE, each brand site on PORT_BASE plus its port offset (README).
  const listeners: { app: FastifyInstance; port: number }[] = [
    { app: await runtime.buildApp({ logger, logFormat }), port: portBase },
  ];
  if (servesSites) {
    for (const brand of BRAND_IDS) {
      const app = await runtime.buildApp({
        logger,
        logFormat,
        site: {
          brand,
          root: path.join(repoRoot, 'apps', brand, 'dist'),
          // Content pages are documents with islands (decisions 0067, 0068). SSR=app hydrates every
          // page as the whole app; SSR=off serves the app shell only and the browser renders every
          // page: the bench compares the three (decision 0037). RENDER_CACHE=off renders every
          // anonymous request anew.
          ...(process.env.SSR === 'off'
            ? {}
            : { serverEntry: path.join(repoRoot, 'apps', brand, 'dist-server', 'entry-server.js') }),
          islands: process.env.SSR !== 'app',
          origin: runtime.context.config.brandOrigins[brand],
          renderCache: process.env.RENDER_CACHE !== 'off',
        },
      });
      listeners.push({ app, port: portBase + brands[brand].portOffset });
    }
  }
  for (const { app, port } of listeners) {
    await app.listen({ port, host });
  }
  // Decision 0061: the metrics on a listener of their own, never on the public ports.
  const metricsApp = metricsPort === undefined ? undefined : await buildMetricsApp(runtime.context.metrics);
  await metricsApp?.listen({ port: metricsPort, host: metricsHost });
  const { config } = runtime.context;
  const mailbox = usesLocalMailbox(config) ? `${config.brandOrigins.dementie}/_dev/mailbox` : undefined;
  if (log.format === 'json') {
    // The banner's facts as one object: a collector reads it like every other line.
    log.info('server started', {
      database: database.kind,
      api: `http://${host}:${portBase}`,
      ...(servesSites ? { sites: Object.fromEntries(BRAND_IDS.map((brand) => [brand, local[brand]])) } : {}),
      ...(metricsApp ? { metrics: `http://${metricsHost}:${metricsPort}/metrics` } : {}),
      ...(mailbox ? { mailbox } : {}),
    });
  } else {
    const lines = [`API (${database.kind}): http://${host}:${portBase}`];
    if (servesSites) {
      for (const brand of BRAND_IDS) lines.push(`${brand}: ${local[brand]}`);
    }
    if (metricsApp) lines.push(`Metrics: http://${metricsHost}:${metricsPort}/metrics`);
    if (mailbox) {
      lines.push(
        '',
        `Mail: nothing is sent (no SMTP_URL). Every mail waits in the local mailbox, ${mailbox},`,
        'and its link is printed here as soon as the mail is made.',
      );
    }
    lines.push('', 'Ctrl-C stops the server.');
    log.info(`\n${lines.join('\n')}\n`);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: the person at the console does not want to wait.
      log.info(`[shutdown] ${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    log.info(`[shutdown] ${signal}: stopping (at most ${shutdownTimeoutMs} ms)`);
    const result = await shutdown({
      runtime,
      database,
      listeners: [...listeners.map(({ app }) => app), ...(metricsApp ? [metricsApp] : [])],
      timeoutMs: shutdownTimeoutMs,
      drainMs: shutdownDrainMs,
      log: (line) => log.info(`[shutdown] ${line}`),
    }).catch((error: unknown) => {
      log.error('[shutdown] failed', error);
      return 'failed' as const;
    });
    if (result !== 'clean') log.info(`[shutdown] ${result}: exiting with 1`);
    process.exit(result === 'clean' ? 0 : 1);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  processLog().error('the server stopped: it could not start', error);
  process.exit(1);
});
