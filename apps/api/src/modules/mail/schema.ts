import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (decision 0008): a mail row is written in the same transaction as the token
 * its link carries, then a worker delivers it with retries, so no link is lost while SMTP is down.
 * Rows of a person are purged when their account is erased (`userId`, `recipient`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    /** Order of writing (several mails can share a timestamp). */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    /** The account the mail is about, for erasure; null for mails without an account. */
    userId: uuid('user_id'),
    brand: text('brand').notNull(),
    /**
     * The site the mail belongs to: its brand's origin in the process that wrote it. A worker takes only
     * the mails of its own origins, so a local instance never shows or prints the mails of a public one
     * that shares the database. Null for mails written before origins were kept: any worker takes those.
     */
    origin: text('origin'),
    /** What the mail is: 'login', 'activation', 'change-email', 'change-email-notice', ... */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The one link the mail carries (shown on the dev mailbox page and logged in development). */
    link: text('link'),
    /** 'pending' | 'sent' | 'failed' | 'expired' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker holds the row until then; another worker may take it after a crash. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the link in it stops working: a mail that could not go out before then is dropped. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The transport's error code of the last failed attempt (no message text: it may hold the address). */
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_user_idx').on(table.userId),
  ],
);
