import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscriptions of the plain form (used when a brand has no mailing provider). Double
 * opt-in: a row is 'pending' until the address's owner confirms through the mailed link; only the
 * SHA-256 of that link's token is stored.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    brand: text('brand').notNull(),
    status: text('status').$type<'pending' | 'confirmed'>().notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('newsletter_email_idx').on(table.email),
    index('newsletter_token_idx').on(table.tokenHash),
  ],
);
