import { DEFAULT_BRAND_ID } from '@dementie/brands';
import { type BrandId, createTranslator, isBrandId } from '@dementie/i18n-catalogues';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerFormParser } from '../../core/body-parsers';
import { contractRoute } from '../../core/contract-route';
import type { ApiModule, ModuleContext } from '../../core/module';
import { createBotCheck } from '../auth/bot-check';
import { RateLimiter, setRetryAfter } from '../auth/rate-limit';
import { createNewsletterService } from './service';

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
  // Decision 0007: the form's bot check and per-client limits, kept in the database like the login's, so
  // they hold across server processes.
  const { botCheck } = createBotCheck(context);
  const limiter = new RateLimiter(context.database.db, context.clock, context.identity);
  const newsletter = createNewsletterService({ context, limiter, botCheck });

  contractRoute(app, 'newsletterSubscribe', async (request, reply) => {
    const outcome = await newsletter.subscribe({
      email: request.body.email,
      brand: request.body.brand,
      botToken: request.body.recaptchaToken ?? '',
      ip: request.ip,
    });
    if (outcome.status === 'error too many attempts') {
      setRetryAfter(reply, outcome.limit);
      return { status: outcome.status };
    }
    return outcome;
  });

  // The mailed link: a page with one button, never a state change on GET (mail scanners open links).
  app.get('/api/v1/newsletter/confirm', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) {
      return page(reply, request.brand, 'newsletter.confirmFailed', 400);
    }
    const t = createTranslator(request.brand);
    const form = `<form method="post" action="/api/v1/newsletter/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}" /><button type="submit">${escapeHtml(t('newsletter.confirm.button'))}</button></form>`;
    return page(reply, request.brand, 'newsletter.confirm', 200, form);
  });

  app.register(async (scope) => {
    registerFormParser(scope);
    scope.post('/api/v1/newsletter/confirm', { config: { requestBody: 'form' } }, async (request, reply) => {
      const token = (request.body as { token?: unknown } | null)?.token;
      if (!(await newsletter.confirm(token)))
        return page(reply, request.brand, 'newsletter.confirmFailed', 400);
      return page(reply, request.brand, 'newsletter.confirmed', 200);
    });
  });
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The pages of the mailed link: each has a title and a text in the catalogue, under its key. */
type LinkPage = 'newsletter.confirm' | 'newsletter.confirmed' | 'newsletter.confirmFailed';

/** A small, self-contained Dutch page (no scripts), readable on any phone. */
function page(reply: FastifyReply, brand: BrandId | string, which: LinkPage, status: number, extra = '') {
  const t = createTranslator(isBrandId(brand) ? brand : DEFAULT_BRAND_ID);
  const title = t(`${which}.title`);
  const text = t(`${which}.text`);
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(`${title} | ${t('brand.name')}`)}</title><style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.5rem;border:0;border-radius:999px;background:#0b5875;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}<p><a href="/">${escapeHtml(t('newsletter.backHome'))}</a></p></main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
