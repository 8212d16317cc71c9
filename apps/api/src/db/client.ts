import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../core/schema';
import { migrationModules } from './modules';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** Which engine answers: the embedded default or PostgreSQL at scale (ARCHITECTURE.md). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PostgreSQL only: keep every table (and the migration journal) in this schema, created when
   * missing. Tests use a fresh schema per suite so parallel suites never share rows.
   */
  pgSchema?: string | undefined;
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

/** Opens the database and applies every migration before anything else may use it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pgSchema = options.pgSchema;
    if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`invalid schema name ${pgSchema}`);
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    });
    if (pgSchema) await pool.query(`create schema if not exists ${pgSchema}`);
    const db = drizzle(pool, { schema });
    for (const config of moduleMigrations(pgSchema)) await migrate(db, config);
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './.data';
  if (!dataDir.startsWith('memory://')) {
    // PGlite does not create the parent of its data folder (TOOLCHAIN.md).
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  for (const config of moduleMigrations()) await migrate(db, config);
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
