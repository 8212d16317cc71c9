import { and, count, eq, gt, lt } from 'drizzle-orm';
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

/** Issue 6: at most 5 link mails per e-mail address per hour. */
export const LINK_MAILS_PER_ADDRESS: RateLimit = { name: 'link-mail', max: 5, windowMs: 60 * 60_000 };
/** Issue 6: at most 30 login calls per IP address per 10 minutes. */
export const LOGIN_CALLS_PER_IP: RateLimit = { name: 'login-ip', max: 30, windowMs: 10 * 60_000 };

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

  /** Whether one more event is still within the limit. */
  async allows(limit: RateLimit, subject: string): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - limit.windowMs);
    const [row] = await this.db
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, this.key(limit, subject)), gt(rateEvents.at, since)));
    return (row?.n ?? 0) < limit.max;
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
  async hit(limit: RateLimit, subject: string): Promise<boolean> {
    const allowed = await this.allows(limit, subject);
    await this.record(limit, subject);
    return allowed;
  }
}
