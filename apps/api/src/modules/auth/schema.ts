import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownedBy } from '../../db/columns';

/**
 * Accounts (spec 1 §3 "Auth user": Email, Created, Id). Password-less: the e-mail address is the
 * only personal datum. Erasure (decision 0011) keeps the row, so runs and certificates keep their
 * numbers, but clears the address: `email` is null and `anonymizedAt` set.
 */
export const users = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey(),
    /** Lower case; null once the account is erased. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** First time a link of this address was used: the address is proven to be theirs. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Editor role (decision 0012), granted only by the `grant-editor` command line tool. */
    isEditor: boolean('is_editor').notNull().default(false),
    /** Newsletter opt-in given on the login or certificate form (spec 1 §1). */
    newsletter: boolean('newsletter').notNull().default(false),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('auth_users_email_key').on(table.email).where(sql`${table.email} is not null`)],
);

/**
 * The addresses an account had before its current one (decision 0011), in lower case. Kept for one use
 * only: erasure must reach every address the person ever gave (a newsletter subscription or a mail to
 * a former address), so it reads them here. They go with the account's erasure (a row is deleted with
 * its account too), and an address that another account takes later is no longer this person's.
 */
export const formerAddresses = pgTable(
  'auth_former_addresses',
  {
    userId: ownedBy(uuid('user_id'), () => users.id),
    email: text('email').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.email] }),
    index('auth_former_addresses_email_idx').on(table.email),
  ],
);

/**
 * Sessions: only the SHA-256 of the 256-bit cookie value is stored, so a database leak gives no
 * usable cookie. `verified` is false for the session the login call opens for a brand-new
 * address before its owner clicked the activation link (see sessions.ts).
 */
export const sessions = pgTable(
  'auth_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: ownedBy(uuid('user_id'), () => users.id),
    verified: boolean('verified').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** createdAt + the absolute lifetime (90 days). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/**
 * Magic-link tokens: 256 random bits mailed, only their SHA-256 kept. Single use (`usedAt`), one
 * live link per user and purpose (a new one revokes the older ones), lifetime per purpose.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownedBy(uuid('user_id'), () => users.id),
    /** 'login' | 'activation' | 'change-email' | 'anonymize' */
    purpose: text('purpose').notNull(),
    /** change-email only: the address that becomes the account's once the link is used. */
    newEmail: text('new_email'),
    /**
     * login and activation only: the guest learner id of the browser that asked for the link. Its
     * runs and certificates join the account when the link is used, also in another browser (a
     * link opened from a mail often opens in a new tab or another browser: spec 1 §4, §6).
     */
    learnerId: text('learner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId, table.purpose)],
);

/**
 * Rate-limit events (decision 0007: limits live in the database). `key` is an HMAC of the e-mail
 * address or IP with the process secret, never the address itself.
 */
export const rateEvents = pgTable(
  'auth_rate_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_rate_events_key_idx').on(table.key, table.at)],
);

/** ALTCHA challenges already used once (decision 0006: no replay), kept until they expire anyway. */
export const altchaSpent = pgTable('auth_altcha_spent', {
  challenge: text('challenge').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
