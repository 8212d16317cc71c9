import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Key/value facts about this database: the loaded content version, the schema's owner. Each module
 * (cms, auth, elearning, ...) adds its own tables in its own schema file.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
