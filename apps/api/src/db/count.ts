import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * How many rows of `table` match `where` (all rows without it): the first-start checks for an empty
 * table, and page counts. Takes a transaction as well as the database.
 */
export async function countRows(
  executor: Pick<Database, 'select'>,
  table: PgTable,
  where?: SQL,
): Promise<number> {
  const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * Runs `load` when no row of `table` matches `where` (no row at all without it): how a module fills
 * its tables from the content folder on the first start of an empty database (decision 0016).
 */
export async function loadIfEmpty(
  executor: Pick<Database, 'select'>,
  table: PgTable,
  load: () => Promise<unknown>,
  where?: SQL,
): Promise<void> {
  if ((await countRows(executor, table, where)) === 0) await load();
}
