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
