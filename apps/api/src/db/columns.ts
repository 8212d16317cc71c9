import type { NotNull } from 'drizzle-orm';
import type { AnyPgColumn, PgIntegerBuilderInitial, PgUUIDBuilderInitial } from 'drizzle-orm/pg-core';

/** The column kinds that hold a key of another row. */
type KeyColumn = PgIntegerBuilderInitial<string> | PgUUIDBuilderInitial<string>;

/** A not-null foreign key to the row that owns this one: deleting the owner deletes this row too. */
export function ownedBy<T extends KeyColumn>(column: T, owner: () => AnyPgColumn): NotNull<T> {
  // Both kinds return themselves from `references`; TypeScript cannot follow that through the union.
  return column.references(owner, { onDelete: 'cascade' }).notNull() as NotNull<T>;
}
