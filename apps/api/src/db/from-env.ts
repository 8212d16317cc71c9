import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { millisecondsFrom } from '../core/shutdown';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './answer-limits';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './client';

/** The embedded database's folder when DATA_DIR is not set: apps/api/.data/pglite. */
export const DEFAULT_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.data/pglite',
);

/**
 * The database the environment names (README, "Settings"), read the same way by the server and by
 * every command-line tool, so a tool always works on the server's own tables:
 * DATABASE_URL (PostgreSQL; else the embedded PGlite in DATA_DIR), DATABASE_SCHEMA (PostgreSQL: the
 * schema that holds every table), DATABASE_CONNECT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS.
 * A mistyped time limit throws, so the process stops at once.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    connectTimeoutMs: millisecondsFrom(
      'DATABASE_CONNECT_TIMEOUT_MS',
      env.DATABASE_CONNECT_TIMEOUT_MS,
      DEFAULT_CONNECT_TIMEOUT_MS,
    ),
    queryTimeoutMs: millisecondsFrom(
      'DATABASE_QUERY_TIMEOUT_MS',
      env.DATABASE_QUERY_TIMEOUT_MS,
      DEFAULT_QUERY_TIMEOUT_MS,
    ),
  };
}

/** Opens the database of {@link databaseOptionsFromEnv}, migrated. */
export function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  return openDatabase(databaseOptionsFromEnv(env));
}
