import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type BrandId, createTranslator, isBrandId } from '@dementie/i18n-catalogues';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerFormParser } from '../../core/body-parsers';
import { contractRoute } from '../../core/contract-route';
import type { ApiModule, ModuleContext } from '../../core/module';
import { createBotCheck } from '../auth/bot-check';
import { MAILS_PER_CLIENT, NEWSLETTER_PER_CLIENT, RateLimiter, setRetryAfter } from '../auth/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { newsletterSubscriptions } from './schema';

/** How long a confirmation link works. */
const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many confirmation mails per address and brand per hour (no mail bombing through the form). */
const MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The plain newsletter form's server side (decision 0030: used when a brand has no mailing provider).
 * Double opt-in: a subscription counts only after the owner of the address confirms. The mailed link
 * opens a page with one button that POSTs the token, so a mail scanner that opens links never
 * subscribes anyone.
 */
export const newsletterModule: ApiModule = {
  name: 'newsletter',
  create: (context) => ({ routes: (app) => newsletterRoutes(app, context) }),
};

function newsletterRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context.database;
  // Decision 0007: the form's bot check and per-client limits, kept in the database like the login's, so
  // they hold across server processes.
  const { botCheck } = createBotCheck(context);
  const limiter = new RateLimiter(db, context.clock, context.identity);

  contractRoute(app, 'newsletterSubscribe', async (request, reply) => {
    const client = await limiter.firstReached([
      [NEWSLETTER_PER_CLIENT, request.ip],
      [MAILS_PER_CLIENT, request.ip],
    ]);
    if (!client.allowed) {
      setRetryAfter(reply, client);
      return { status: 'error too many attempts' as const };
    }
    if (!(await botCheck.verify(request.body.recaptchaToken ?? '', request.ip))) {
      return { status: 'error recaptcha failed' as const };
    }
    await limiter.record(NEWSLETTER_PER_CLIENT, request.ip);
    const email = request.body.email.trim().toLowerCase();
    const brand = request.body.brand;
    const now = context.clock.now();
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
    if ((recent?.n ?? 0) >= MAILS_PER_HOUR) {
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : now.getTime();
      const seconds = Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000);
      setRetryAfter(reply, { allowed: false, retryAfterSeconds: seconds });
      return { status: 'error too many attempts' as const };
    }
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
    // Already subscribed: the same answer as for a new address, so the form tells nobody who reads it.
    if (confirmed) return { status: 'confirmation sent' as const };
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
        { kind: 'newsletter-confirm', brand, recipient: email, link, linkExpiresAt: expiresAt },
        now,
      );
      await limiter.record(MAILS_PER_CLIENT, request.ip, tx);
    });
    return { status: 'confirmation sent' as const };
  });

  // The mailed link: a page with one button, never a state change on GET (mail scanners open links).
  app.get('/api/v1/newsletter/confirm', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const t = createTranslator(request.brand);
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) {
      return page(
        reply,
        request.brand,
        t('newsletter.confirmFailed.title'),
        t('newsletter.confirmFailed.text'),
        400,
      );
    }
    const form = `<form method="post" action="/api/v1/newsletter/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}" /><button type="submit">${escapeHtml(t('newsletter.confirm.button'))}</button></form>`;
    return page(reply, request.brand, t('newsletter.confirm.title'), t('newsletter.confirm.text'), 200, form);
  });

  app.register(async (scope) => {
    registerFormParser(scope);
    scope.post('/api/v1/newsletter/confirm', async (request, reply) => {
      const token = (request.body as { token?: unknown } | null)?.token;
      const t = createTranslator(request.brand);
      const now = context.clock.now();
      const confirmed =
        typeof token === 'string'
          ? await db
              .update(newsletterSubscriptions)
              .set({ status: 'confirmed', confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
              .where(
                and(
                  eq(newsletterSubscriptions.tokenHash, hash(token)),
                  eq(newsletterSubscriptions.status, 'pending'),
                  gt(newsletterSubscriptions.tokenExpiresAt, now),
                ),
              )
              .returning({ id: newsletterSubscriptions.id })
          : [];
      if (confirmed.length === 0) {
        return page(
          reply,
          request.brand,
          t('newsletter.confirmFailed.title'),
          t('newsletter.confirmFailed.text'),
          400,
        );
      }
      return page(reply, request.brand, t('newsletter.confirmed.title'), t('newsletter.confirmed.text'), 200);
    });
  });
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A small, self-contained Dutch page (no scripts), readable on any phone. */
function page(
  reply: FastifyReply,
  brand: BrandId | string,
  title: string,
  text: string,
  status: number,
  extra = '',
) {
  const t = createTranslator(isBrandId(brand) ? brand : 'dementie');
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(`${title} | ${t('brand.name')}`)}</title><style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.5rem;border:0;border-radius:999px;background:#0b5875;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}<p><a href="/">${escapeHtml(t('newsletter.backHome'))}</a></p></main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
