import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The database or a transaction of it. */
export type PersonalDataExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Everything that identifies the person being erased, gathered before anything is removed. */
export interface ErasedPerson {
  userId: string;
  /** Every address of the account: its own and those it was asked to change to (lower case). */
  addresses: readonly string[];
  /** Stored keys derived from the addresses (the rate limits' HMACs of an address). */
  addressKeys: readonly string[];
}

/**
 * What erasure does with one column:
 * - `delete-row`: the person's rows of the table are deleted (the column goes with them);
 * - `set-null`: the person's rows stay (counts, statistics) and the column is emptied;
 * - `{ keep }`: the column never holds an address or a name; `keep` says why.
 */
export type ColumnErasure = 'delete-row' | 'set-null' | { keep: string };

/**
 * One table in the registry of personal data. Every text, json and bytea column of every table of
 * the database is declared here (a test compares this with the database's own columns), so a new
 * table or column cannot hold a person's address or name without saying how erasure handles it.
 */
export interface PersonalDataTable {
  table: PgTable;
  /** Column name in the database -> how erasure handles it. */
  columns: Readonly<Record<string, ColumnErasure>>;
  /** The person's rows; required when a column is not kept. Undefined: the person has none here. */
  rowsOf?: (person: ErasedPerson) => SQL | undefined;
  /** Other values written into the person's kept rows (a flag, a version that busts image caches). */
  alsoSet?: (now: Date) => Record<string, unknown>;
}

/** A table of the registry; the declaration is checked once, when it is made. */
export function personalData(entry: PersonalDataTable): PersonalDataTable {
  const name = getTableName(entry.table);
  const known = new Set(Object.values(getTableColumns(entry.table)).map((column) => column.name));
  for (const column of Object.keys(entry.columns)) {
    if (!known.has(column)) throw new Error(`personal data: ${name} has no column ${column}`);
  }
  const erased = Object.values(entry.columns).some((rule) => typeof rule === 'string');
  if (erased && !entry.rowsOf) throw new Error(`personal data: ${name} erases columns but finds no rows`);
  return entry;
}

/** The name of a registry table in the database. */
export const tableNameOf = (entry: PersonalDataTable): string => getTableName(entry.table);

/** The drizzle property of a column, by its name in the database. */
function propertyOf(table: PgTable, name: string): string {
  const found = Object.entries(getTableColumns(table)).find(([, column]) => column.name === name);
  if (!found) throw new Error(`personal data: ${getTableName(table)} has no column ${name}`);
  return found[0];
}

/**
 * Erases a person by the registry, in the caller's transaction: rows whose table has a `delete-row`
 * column are deleted, `set-null` columns of the other tables are emptied (with their `alsoSet`).
 * Returns how many rows each table lost or changed, for the log (counts only, no personal data).
 */
export async function erasePerson(
  db: PersonalDataExecutor,
  registry: readonly PersonalDataTable[],
  person: ErasedPerson,
  now: Date,
): Promise<Record<string, number>> {
  const touched: Record<string, number> = {};
  for (const entry of registry) {
    const rules = Object.entries(entry.columns);
    const where = entry.rowsOf?.(person);
    if (!where) continue;
    if (rules.some(([, rule]) => rule === 'delete-row')) {
      const rows = await db.delete(entry.table).where(where).returning({ one: sql`1` });
      touched[tableNameOf(entry)] = rows.length;
      continue;
    }
    const cleared = rules.filter(([, rule]) => rule === 'set-null').map(([name]) => name);
    if (cleared.length === 0) continue;
    const values: Record<string, unknown> = { ...entry.alsoSet?.(now) };
    for (const name of cleared) values[propertyOf(entry.table, name)] = null;
    const rows = await db.update(entry.table).set(values).where(where).returning({ one: sql`1` });
    touched[tableNameOf(entry)] = rows.length;
  }
  return touched;
}
