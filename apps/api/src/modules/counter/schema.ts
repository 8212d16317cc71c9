import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Running totals the counter module keeps itself (decision 0018): the number of certificates issued,
 * incremented on the 'certificate.created' event, so the counter never reads another module's
 * tables. Migrated with the cms migrations (db/modules.ts has no 'counter' entry; see cms/schema.ts).
 */
export const counterTotals = pgTable('counter_totals', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
