import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../../core/clock';
import type { IdentityService } from '../../core/identity';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../mail';
import { rateEvents } from './schema';

/** A limit: at most `max` events per `windowMs`, counted over a sliding window. */
export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** Decision 0007: at most 5 link mails per e-mail address per hour. */
export const LINK_MAILS_PER_ADDRESS: RateLimit = { name: 'link-mail', max: 5, windowMs: 60 * 60_000 };
/** Decision 0007: at most 30 login calls per IP address per 10 minutes. */
export const LOGIN_CALLS_PER_IP: RateLimit = { name: 'login-ip', max: 30, windowMs: 10 * 60_000 };
/**
 * Decision 0007: at most 100 mails per hour caused by one client (IP address), whatever the call (login,
 * newsletter, change of address, erasure): a script cannot make the server mail strangers in bulk,
 * while a care home or library behind one address still has room for its visitors.
 */
export const MAILS_PER_CLIENT: RateLimit = { name: 'mail-ip', max: 100, windowMs: 60 * 60_000 };
/** Decision 0007: at most 10 newsletter subscriptions per client (IP address) per hour. */
export const NEWSLETTER_PER_CLIENT: RateLimit = { name: 'newsletter-ip', max: 10, windowMs: 60 * 60_000 };
/**
 * Decision 0007: at most 5 change-of-address mails per account per hour, whichever new addresses they go
 * to (the per-address limit alone let one session mail 15 strangers).
 */
export const ADDRESS_CHANGES_PER_ACCOUNT: RateLimit = {
  name: 'change-email-account',
  max: 5,
  windowMs: 60 * 60_000,
};

/** Where a subject stands under a limit: allowed, or how many seconds until the next event is. */
export interface LimitState {
  readonly allowed: boolean;
  /** Seconds until one more event fits (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/** Sets `Retry-After` on a limited answer (decision 0007: every limited answer says when to try again). */
export function setRetryAfter(reply: FastifyReply, state: LimitState): void {
  if (!state.allowed) reply.header('retry-after', String(Math.max(1, state.retryAfterSeconds)));
}

/**
 * Rate limits kept in the database, so every server behind a load balancer counts together. The
 * subject (an address or an IP) is stored only as an HMAC with the process secret.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly identity: IdentityService,
  ) {}

  /** The stored key of a subject under a limit. */
  key(limit: RateLimit, subject: string): string {
    return `${limit.name}:${this.identity.sign(`rate:${limit.name}:${subject}`).toString('base64url')}`;
  }

  /** Whether one more event fits, and if not, when it will (the oldest counted event leaves the window). */
  async state(limit: RateLimit, subject: string): Promise<LimitState> {
    const now = this.clock.now().getTime();
    const since = new Date(now - limit.windowMs);
    const [row] = await this.db
      .select({ n: count(), oldest: min(rateEvents.at) })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, this.key(limit, subject)), gt(rateEvents.at, since)));
    if ((row?.n ?? 0) < limit.max) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
    return { allowed: false, retryAfterSeconds: Math.ceil((oldest + limit.windowMs - now) / 1000) };
  }

  /** The first of several limits that is reached, or an allowed state. */
  async firstReached(checks: readonly (readonly [RateLimit, string])[]): Promise<LimitState> {
    for (const [limit, subject] of checks) {
      const state = await this.state(limit, subject);
      if (!state.allowed) return state;
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Counts one event (and drops this key's events that no window needs any more). */
  async record(limit: RateLimit, subject: string, db: DbExecutor = this.db): Promise<void> {
    const now = this.clock.now();
    const key = this.key(limit, subject);
    await db
      .delete(rateEvents)
      .where(and(eq(rateEvents.key, key), lt(rateEvents.at, new Date(now.getTime() - limit.windowMs))));
    await db.insert(rateEvents).values({ key, at: now });
  }

  /** Counts the event and says whether it was within the limit (for limits on every call). */
  async hit(limit: RateLimit, subject: string): Promise<LimitState> {
    const state = await this.state(limit, subject);
    await this.record(limit, subject);
    return state;
  }
}
