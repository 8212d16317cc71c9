import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BrandId } from '@dementie/i18n-catalogues';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { ModuleContext } from '../../core/module';
import type { BotCheck } from '../auth/bot-check';
import {
  type LimitState,
  MAILS_PER_CLIENT,
  NEWSLETTER_PER_CLIENT,
  type RateLimiter,
} from '../auth/rate-limit';
import { enqueueMail, mailService } from '../mail';
import { newsletterSubscriptions } from './schema';

/** How long a confirmation link works. */
const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many confirmation mails per address and brand per hour (no mail bombing through the form). */
const MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the form sends, and from where. */
export interface Subscription {
  email: string;
  brand: BrandId;
  /** The bot check's answer from the form. */
  botToken: string;
  ip: string;
}

/** The answer of the subscribe call; a limited answer says when to try again. */
export type SubscribeOutcome =
  | { status: 'confirmation sent' }
  | { status: 'error recaptcha failed' }
  | { status: 'error too many attempts'; limit: LimitState };

export interface NewsletterServiceDeps {
  context: ModuleContext;
  limiter: RateLimiter;
  botCheck: Pick<BotCheck, 'verify'>;
}

/**
 * The plain newsletter form's flows (decision 0030), free of requests: double opt-in, where a
 * subscription counts only after the owner of the address confirms it through the mailed link.
 */
export function createNewsletterService({ context, limiter, botCheck }: NewsletterServiceDeps) {
  const { db } = context.database;

  /** Confirmation mails to this address and brand in the last hour: the limit's state. */
  async function addressLimit(email: string, brand: BrandId, now: Date): Promise<LimitState> {
    const [recent] = await db
      .select({ n: count(), oldest: min(newsletterSubscriptions.createdAt) })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.email, email),
          eq(newsletterSubscriptions.brand, brand),
          gt(newsletterSubscriptions.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.n ?? 0) < MAILS_PER_HOUR) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : now.getTime();
    return { allowed: false, retryAfterSeconds: Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000) };
  }

  async function isConfirmed(email: string, brand: BrandId): Promise<boolean> {
    const [confirmed] = await db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.email, email),
          eq(newsletterSubscriptions.brand, brand),
          eq(newsletterSubscriptions.status, 'confirmed'),
        ),
      );
    return confirmed !== undefined;
  }

  return {
    /**
     * The form's subscribe call: the client's limits and the bot check first, then the address's
     * limit; a new or pending address gets a confirmation mail (row, mail and count in one
     * transaction). An address that is subscribed already gets the same answer and no mail, so the
     * form tells nobody who is on the list.
     */
    async subscribe(input: Subscription): Promise<SubscribeOutcome> {
      const client = await limiter.firstReached([
        [NEWSLETTER_PER_CLIENT, input.ip],
        [MAILS_PER_CLIENT, input.ip],
      ]);
      if (!client.allowed) return { status: 'error too many attempts', limit: client };
      if (!(await botCheck.verify(input.botToken, input.ip))) return { status: 'error recaptcha failed' };
      await limiter.record(NEWSLETTER_PER_CLIENT, input.ip);
      const email = input.email.trim().toLowerCase();
      const { brand } = input;
      const now = context.clock.now();
      const address = await addressLimit(email, brand, now);
      if (!address.allowed) return { status: 'error too many attempts', limit: address };
      if (await isConfirmed(email, brand)) return { status: 'confirmation sent' };
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + CONFIRM_LIFETIME_MS);
      const link = `${context.config.brandOrigins[brand]}/api/v1/newsletter/confirm?token=${token}`;
      await db.transaction(async (tx) => {
        await tx.insert(newsletterSubscriptions).values({
          id: randomUUID(),
          email,
          brand,
          status: 'pending',
          tokenHash: hash(token),
          tokenExpiresAt: expiresAt,
          createdAt: now,
        });
        await enqueueMail(
          tx,
          {
            kind: 'newsletter-confirm',
            brand,
            origin: context.config.brandOrigins[brand],
            recipient: email,
            link,
            linkExpiresAt: expiresAt,
          },
          now,
        );
        await limiter.record(MAILS_PER_CLIENT, input.ip, tx);
      });
      mailService(context).kick();
      return { status: 'confirmation sent' };
    },

    /**
     * The confirm button: a pending subscription whose link has not expired becomes confirmed, and
     * its token is forgotten. False for any other token (unknown, used, expired or not a string).
     */
    async confirm(token: unknown): Promise<boolean> {
      if (typeof token !== 'string') return false;
      const now = context.clock.now();
      const confirmed = await db
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
        .where(
          and(
            eq(newsletterSubscriptions.tokenHash, hash(token)),
            eq(newsletterSubscriptions.status, 'pending'),
            gt(newsletterSubscriptions.tokenExpiresAt, now),
          ),
        )
        .returning({ id: newsletterSubscriptions.id });
      return confirmed.length > 0;
    },
  };
}
