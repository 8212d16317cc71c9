import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { processLog } from '../core/process-log';
import * as schema from '../core/schema';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './answer-limits';
import { migrationModules } from './modules';
import { type Notifications, postgresNotifications } from './notifications';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** Which engine answers: the embedded default or PostgreSQL at scale (ARCHITECTURE.md). */
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process runs its own on this database (decision 0060). Start-up uses it, so the
   * migrations and first-start loading of two processes started at the same moment on one empty
   * PostgreSQL database run one after the other instead of racing (the second found a type half
   * made by the first and died). PostgreSQL: a session advisory lock held on one connection of the
   * pool while `work` uses the others. PGlite: one process owns its data folder, so `work` just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL: LISTEN/NOTIFY between the processes on this database (decision 0064). PGlite: null,
   * since one process owns its data folder and in-process events reach every cache.
   */
  notifications: Notifications | null;
  /**
   * The modules whose migrations this code has and the database has not (all of them applied: empty),
   * read from each module's journal table. The readiness check asks it (decision 0061).
   */
  pendingMigrations(): Promise<PendingMigration[]>;
  /** PostgreSQL only: the connection pool's counts now, for the metrics (decision 0061). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** A module whose journal table holds fewer migrations than its folder. */
export interface PendingMigration {
  module: string;
  applied: number;
  expected: number;
}

export interface PoolStats {
  /** Connections open. */
  total: number;
  /** Open and unused. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite only: start from this dump of a data folder (see `migratedPgliteDump`) instead of an empty
   * cluster. Tests start each database from one migrated copy: that skips PostgreSQL's initdb and the
   * migrations, most of a server test's set-up. Migrations newer than the dump still run.
   */
  pgliteTemplate?: Blob | undefined;
  /**
   * PostgreSQL only: keep every table (and the migration journal) in this schema, created when
   * missing. Tests use a fresh schema per suite so parallel suites never share rows.
   */
  pgSchema?: string | undefined;
  /**
   * PostgreSQL only: how long a query waits for a connection of the pool (all 10 busy, or the database
   * not answering) before it fails, answered 503 by the error handler. Default
   * {@link DEFAULT_CONNECT_TIMEOUT_MS}: a request never hangs on a database that is gone.
   */
  connectTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: how long a statement may take. The database cancels it after this; a database that
   * says nothing at all is given half a second more, then the connection is closed. Either way the query
   * fails and the request answers 503. Default {@link DEFAULT_QUERY_TIMEOUT_MS}; 0: no limit. Migrations
   * and the start-up lock have none (decision 0090).
   */
  queryTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: after the database failed to answer, new queries fail at once (503) and one query per
   * this long tries again. Default 1 s.
   */
  retryMs?: number | undefined;
  /**
   * PostgreSQL only: told when an idle connection of the pool breaks (the database restarted, the
   * network dropped it). The pool drops that connection and opens a new one at the next query; without
   * a listener the error would end the process. Default: one warning line on stderr.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

/**
 * The connection time limit of start-up's own connections (migrations, the start-up lock): a start waits
 * this long for a database that is slow to take connections, not for ever.
 */
const START_CONNECT_TIMEOUT_MS = 30_000;

function warnConnectionLost(error: Error): void {
  // The message of a broken connection names no person (no query, no values): safe for the log.
  processLog().warn(`database: an idle connection broke and is replaced (${error.message})`);
}

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Every module's migration folder that exists, in dependency order, each with its own journal table. */
function moduleMigrations(pgSchema?: string) {
  return migrationModules
    .map((module) => ({ module, folder: path.join(migrationsRoot, module) }))
    .filter(({ folder }) => existsSync(path.join(folder, 'meta', '_journal.json')))
    .map(({ module, folder }) => ({
      migrationsFolder: folder,
      migrationsTable: `__migrations_${module}`,
      ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
    }));
}

/**
 * How `pendingMigrations` is answered: one query counting the rows of every module's journal table
 * (drizzle's migrator writes one row per applied migration, in the schema `drizzle` unless the handle
 * has a schema of its own), compared with the entries of the module's journal file as this code has it.
 */
function pendingMigrationsOf(db: Database, pgSchema?: string): () => Promise<PendingMigration[]> {
  const journals = moduleMigrations(pgSchema).map((config) => {
    const journal = JSON.parse(
      readFileSync(path.join(config.migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    return {
      module: config.migrationsTable.replace(/^__migrations_/, ''),
      table: config.migrationsTable,
      expected: journal.entries.length,
    };
  });
  const schemaName = pgSchema ?? 'drizzle';
  const counts = sql.join(
    journals.map(
      ({ module, table }) =>
        sql`select ${module}::text as module, count(*)::int as applied from ${sql.identifier(schemaName)}.${sql.identifier(table)}`,
    ),
    sql` union all `,
  );
  return async () => {
    const result = await db.execute(counts);
    const applied = new Map(
      (result as unknown as { rows: { module: string; applied: number }[] }).rows.map((row) => [
        row.module,
        Number(row.applied),
      ]),
    );
    return journals
      .map(({ module, expected }) => ({ module, applied: applied.get(module) ?? 0, expected }))
      .filter(({ applied, expected }) => applied < expected);
  };
}

/** Opens the database and applies every migration before anything else may use it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }, bounded] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./postgres-pool'),
    ]);
    const pgSchema = options.pgSchema;
    if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`invalid schema name ${pgSchema}`);
    const clientConfig = {
      connectionString: options.databaseUrl,
      ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    };
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const { pool } = bounded.createBoundedPool(clientConfig, {
      queryTimeoutMs,
      connectTimeoutMs,
      ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
    });
    pool.on('error', options.onConnectionError ?? warnConnectionLost);
    // Start-up's own connections have no statement limit: a migration may rewrite a large table, and the
    // start-up lock waits as long as another process's start-up takes.
    const startConfig = bounded.withLimits(clientConfig, {
      queryTimeoutMs: 0,
      connectTimeoutMs: START_CONNECT_TIMEOUT_MS,
    });
    // One lock per schema: test suites, each in a schema of its own, never wait for each other.
    const lockKey = `dementie-start:${pgSchema ?? 'public'}`;
    async function exclusively<T>(work: () => Promise<T>): Promise<T> {
      const client = new pg.Client(startConfig);
      // A lost connection fails the lock's queries; it must not end the process.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [lockKey]);
        }
      } finally {
        await client.end();
      }
    }
    const db = drizzle(pool, { schema });
    await exclusively(async () => {
      const migrationPool = new pg.Pool({ ...startConfig, max: 2 });
      migrationPool.on('error', options.onConnectionError ?? warnConnectionLost);
      try {
        if (pgSchema) await migrationPool.query(`create schema if not exists ${pgSchema}`);
        const migrationDb = drizzle(migrationPool, { schema });
        for (const config of moduleMigrations(pgSchema)) await migrate(migrationDb, config);
      } finally {
        await migrationPool.end();
      }
    });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      exclusively,
      notifications: postgresNotifications(
        bounded.withLimits(clientConfig, { queryTimeoutMs, connectTimeoutMs }),
        (text, values) => pool.query(text, values),
        pgSchema,
      ),
      pendingMigrations: pendingMigrationsOf(db as unknown as Database, pgSchema),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './.data';
  if (!dataDir.startsWith('memory://')) {
    // PGlite does not create the parent of its data folder (TOOLCHAIN.md).
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const { client, db } = await openMigratedPglite(dataDir, options.pgliteTemplate);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    exclusively: (work) => work(),
    notifications: null,
    pendingMigrations: pendingMigrationsOf(db as unknown as Database),
    close: () => client.close(),
  };
}

/**
 * A dump of an empty PGlite database with every migration applied: what the server tests start each
 * database from (`pgliteTemplate`), made once per test run.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const { client } = await openMigratedPglite('memory://');
  try {
    await client.exec('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** A PGlite database (from `template` when given) with every module's migrations applied. */
async function openMigratedPglite(dataDir: string, template?: Blob) {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({ dataDir, ...(template ? { loadDataDir: template } : {}) });
  const db = drizzle(client, { schema });
  for (const config of moduleMigrations()) await migrate(db, config);
  return { client, db };
}
