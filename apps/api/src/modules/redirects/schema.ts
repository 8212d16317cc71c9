import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Redirects (spec 1 §7 redirect lookup). `brand` '*' applies to every brand site; a brand's own row
 * wins over it. `toPath` is a path on the same site or a full URL on another origin.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull().default('*'),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    statusCode: integer('status_code').notNull().default(301),
  },
  (table) => [uniqueIndex('redirects_brand_from_idx').on(table.brand, table.fromPath)],
);
