import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { DbExecutor } from '../mail';
import { authTokens } from './schema';

/** What a mailed link may do (decision 0003). */
export type TokenPurpose = 'login' | 'activation' | 'change-email' | 'anonymize';

const MINUTE = 60_000;

/**
 * Lifetimes (decision 0003): a login link 15 minutes (it logs in at once, so short), an activation link
 * 24 hours (a new account may read its mail the next day), change e-mail and anonymize 1 hour.
 */
export const TOKEN_LIFETIMES_MS: Readonly<Record<TokenPurpose, number>> = {
  login: 15 * MINUTE,
  activation: 24 * 60 * MINUTE,
  'change-email': 60 * MINUTE,
  anonymize: 60 * MINUTE,
};

/** A fresh secret: 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a secret: its SHA-256 (a 256-bit random value needs no slow hash). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The row of a token. */
export type TokenRow = typeof authTokens.$inferSelect;

/**
 * Makes a link token. Older unused links of the same user and purpose stop working (decision 0003):
 * only the newest mail counts. Runs inside the caller's transaction, next to the outbox mail.
 */
export async function issueToken(
  db: DbExecutor,
  input: { userId: string; purpose: TokenPurpose; newEmail?: string; learnerId?: string | null },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, input.userId),
        eq(authTokens.purpose, input.purpose),
        isNull(authTokens.usedAt),
      ),
    );
  // Housekeeping: tokens that ended more than a day ago are of no use to anyone.
  await db.delete(authTokens).where(lt(authTokens.expiresAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIMES_MS[input.purpose]);
  await db.insert(authTokens).values({
    tokenHash: hashSecret(token),
    userId: input.userId,
    purpose: input.purpose,
    newEmail: input.newEmail ?? null,
    learnerId: input.learnerId ?? null,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

function usable(token: string, purposes: readonly TokenPurpose[], now: Date) {
  return and(
    eq(authTokens.tokenHash, hashSecret(token)),
    inArray(authTokens.purpose, [...purposes]),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
}

/** A token that would still work, without using it (to answer 'not authorized' first). */
export async function findUsableToken(
  db: DbExecutor,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(usable(token, purposes, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a token once: a single conditional UPDATE, so of two requests racing with the same link
 * exactly one gets the row (PostgreSQL re-checks `used_at is null` after the row lock).
 */
export async function consumeToken(
  db: DbExecutor,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
  userId?: string,
): Promise<TokenRow | null> {
  const condition = userId
    ? and(usable(token, purposes, now), eq(authTokens.userId, userId))
    : usable(token, purposes, now);
  const [row] = await db.update(authTokens).set({ usedAt: now }).where(condition).returning();
  return row ?? null;
}
