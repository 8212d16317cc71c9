// The set-up nearly every server suite shares: a test server started before the suite's tests, an
// app built on it, both closed after the last test.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../core/config';
import { type BuildAppOptions, createRuntime, type Runtime, type RuntimeOptions } from '../core/runtime';
import type { Database } from '../db/client';
import {
  type Backend,
  startTestServer,
  type TestServer,
  type TestServerOptions,
  testConfig,
} from './backends';

/** The server of a suite, readable from its tests and hooks (not while the suite is being declared). */
export interface SuiteServer {
  readonly server: TestServer;
  /** The server's database. */
  readonly db: Database;
}

/** A suite's server and the app built on it. */
export interface SuiteApp extends SuiteServer {
  readonly app: FastifyInstance;
}

function started<T>(value: T | undefined, what: string): T {
  // Reading before beforeAll ran is a mistake in the suite (a value taken while declaring it).
  if (value === undefined) throw new Error(`the suite's ${what} is read before it started`);
  return value;
}

/**
 * Starts a test server on `backend` before the suite's tests and closes it after them.
 * `prepare` runs once it is up, before any other hook of the suite (to listen to its events).
 */
export function useTestServer(
  backend: Backend,
  options: TestServerOptions & { prepare?: (server: TestServer) => void } = {},
): SuiteServer {
  const { prepare, ...serverOptions } = options;
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(backend, serverOptions);
    prepare?.(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      return started(server, 'server');
    },
    get db() {
      return started(server, 'server').database.db;
    },
  };
}

/**
 * {@link useTestServer} and an app built on it with `app` (a brand site, or the API alone when left
 * out), closed before the server. The suite's own beforeAll hooks run after both are up.
 */
export function useTestApp(
  backend: Backend,
  options: TestServerOptions & { prepare?: (server: TestServer) => void; app?: BuildAppOptions } = {},
): SuiteApp {
  const { app: appOptions, ...serverOptions } = options;
  const suite = useTestServer(backend, serverOptions);
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await suite.server.runtime.buildApp(appOptions);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get server() {
      return suite.server;
    },
    get db() {
      return suite.db;
    },
    get app() {
      return started(app, 'app');
    },
  };
}

/**
 * A second server process on the suite's database and clock, as a deployment runs several: its own
 * modules and settings, and an app built on it with `app`. Started after the suite's server, closed
 * before it.
 */
export function useSecondApp(
  suite: SuiteServer,
  options: { modules: RuntimeOptions['modules']; config?: Partial<AppConfig>; app?: BuildAppOptions },
): { readonly app: FastifyInstance } {
  let runtime: Runtime | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const { server } = suite;
    runtime = await createRuntime({
      database: server.database,
      clock: server.clock,
      config: testConfig({ databaseKind: server.runtime.context.config.databaseKind, ...options.config }),
      ...(options.modules ? { modules: options.modules } : {}),
    });
    app = await runtime.buildApp(options.app);
  });
  afterAll(async () => {
    await app?.close();
    await runtime?.close();
  });
  return {
    get app() {
      return started(app, 'second app');
    },
  };
}
