import { type magicLinkRequestSchema, safeRedirectPath, siteCookies } from '@dementie/api-client';
import { isEmailAddress, normaliseEmailInput } from '@dementie/i18n-catalogues';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registerFormParser } from '../../core/body-parsers';
import { contractRoute, refusalSchema } from '../../core/contract-route';
import { type CookieSecurity, SiteCookies } from '../../core/cookies';
import type { ModuleContext } from '../../core/module';
import type { PersonalDataTable } from '../../core/personal-data';
import { ANTI_FORGERY_FIELD, type AntiForgery } from './anti-forgery';
import type { AltchaBotCheck, BotCheck } from './bot-check';
import {
  ADDRESS_CHANGES_PER_ACCOUNT,
  LINK_MAILS_PER_ADDRESS,
  LOGIN_CALLS_PER_IP,
  MAILS_PER_CLIENT,
  type RateLimiter,
  setRetryAfter,
} from './rate-limit';
import { createAuthService } from './service';
import type { SessionStore, SessionUser } from './sessions';
import { consumeToken, findUsableToken, type TokenPurpose } from './tokens';

/**
 * A readable (not HttpOnly) hint that this browser asked for a link in the last 24 hours (decision 0002).
 * The link pages proceed by themselves when it is present and show one 'Inloggen' button first
 * when it is not, so a mail scanner or another person's browser never logs in on its own. It holds
 * nothing secret: the token and the anti-forgery header are what count.
 */
export const LINK_REQUESTED_COOKIE = siteCookies.linkRequested.name;

/** Where the /logout page's form posts (spec 1 §2 route /logout), the page's own address. */
export const LOGOUT_FORM_PATH = '/logout';

/** Everything the routes work with. */
export interface AuthDeps {
  context: ModuleContext;
  sessions: SessionStore;
  antiForgery: AntiForgery;
  botCheck: BotCheck;
  altcha: AltchaBotCheck;
  limiter: RateLimiter;
  secureCookies: CookieSecurity;
  /** The signed-in account of a request (cached per request). */
  currentUser(request: FastifyRequest): Promise<(SessionUser & { sessionHash: string }) | null>;
  /** What erasure removes, table by table (modules/personal-data.ts). */
  personalData: readonly PersonalDataTable[];
}

/**
 * An account as the wire shows it (spec 1 §3: Email, Created, Id), with its analytics pseudonym: the
 * tracking record's userId (spec 3 §3), an HMAC of the account id with the process secret, so the
 * analytics provider can count one learner without being able to link it to the account.
 */
function wireUser(
  user: { id: string; email: string; createdAt: Date; isEditor?: boolean },
  identity: { sign(value: string): Buffer },
) {
  // Project choice (decision 0013): an editor's user carries IsEditor, so the account menu can show the
  // role without a second call; other users' answers are as spec 1 §7 shows them.
  return {
    Email: user.email,
    Created: user.createdAt.toISOString(),
    Id: user.id,
    AnalyticsId: identity.sign(`analytics:${user.id}`).subarray(0, 16).toString('base64url'),
    ...(user.isEditor ? { IsEditor: true } : {}),
  };
}

export function authRoutes(deps: AuthDeps) {
  const { context, antiForgery, limiter } = deps;
  const { db } = context.database;
  const clock = context.clock;
  // Decision 0007: 30 per 10 minutes, unless the operator set LOGIN_CALLS_PER_IP.
  const loginCallsPerIp = {
    ...LOGIN_CALLS_PER_IP,
    max: context.config.loginCallsPerIp ?? LOGIN_CALLS_PER_IP.max,
  };
  const service = createAuthService(deps);

  const cookies = new SiteCookies(deps.secureCookies);
  function setLinkRequested(reply: FastifyReply) {
    cookies.set(reply, 'linkRequested', '1');
  }

  /**
   * Decision 0023: the guest's runs (and certificates) in this browser join the account before the answer
   * goes out. `linkLearnerId` is the guest of the browser that asked for the link: a mailed link
   * often opens in a new tab or another browser, and the training the visitor just finished there
   * (the certificate form's login, spec 1 §7) must still be theirs on the page the link leads to.
   */
  async function signedIn(request: FastifyRequest, userId: string, linkLearnerId: string | null = null) {
    const learnerId = context.identity.learnerId(request);
    await context.events.emit('user.signedIn', { userId, learnerId });
    if (linkLearnerId && linkLearnerId !== learnerId)
      await context.events.emit('user.signedIn', { userId, learnerId: linkLearnerId });
  }

  return async (scope: FastifyInstance) => {
    // Before validation, so a forged request learns nothing about the body rules (403, not 400).
    const guarded = { preValidation: antiForgery.guard };

    // spec 1 §7 login: unknown address -> new account, session and activation mail ('success');
    // known address -> login link ('account magic link sent').
    contractRoute(
      scope,
      'login',
      async (request, reply) => {
        const body = request.body;
        const calls = await limiter.hit(loginCallsPerIp, request.ip);
        if (!calls.allowed) {
          setRetryAfter(reply, calls);
          return { status: 'error too many attempts' as const };
        }
        if (!(await deps.botCheck.verify(body.recaptchaToken, request.ip))) {
          return { status: 'error recaptcha failed' as const };
        }
        const email = normaliseEmailInput(body.email);
        const mails = await limiter.firstReached([
          [LINK_MAILS_PER_ADDRESS, email],
          [MAILS_PER_CLIENT, request.ip],
        ]);
        if (!mails.allowed) {
          setRetryAfter(reply, mails);
          return { status: 'error too many attempts' as const };
        }
        const redirectPath = safeRedirectPath(body.RedirectPath) ?? undefined;
        const outcome = await service.requestLoginLink(
          {
            email,
            newsletter: body.newsletter,
            redirectPath,
            learnerId: context.identity.learnerId(request),
            brand: request.brand,
            ip: request.ip,
            now: clock.now(),
          },
          (tx, userId) => deps.sessions.start(request, reply, userId, false, tx),
        );
        setLinkRequested(reply);
        if (!outcome.fresh) return { status: 'account magic link sent' as const };
        await signedIn(request, outcome.user.id);
        return {
          status: 'success' as const,
          user: wireUser(outcome.user, context.identity),
          redirectPath: redirectPath ?? null,
        };
      },
      guarded,
    );

    contractRoute(scope, 'isSessionValid', async (request, reply) => {
      const user = await deps.currentUser(request);
      deps.sessions.syncSignedInHint(request, reply, user !== null);
      return user
        ? { status: 'success' as const, user: wireUser(user, context.identity) }
        : { status: 'invalid' as const };
    });

    contractRoute(
      scope,
      'logout',
      async (request, reply) => {
        await deps.sessions.end(request, reply);
        return { status: 'success' as const };
      },
      guarded,
    );

    // The /logout page's button when the scripts did not take the page over (spec 1 §2: 'logs out,
    // then redirects'). Only this POST ends the session, never opening the page: a link scanner or a
    // browser loading ahead must not log anyone out. The form carries the anti-forgery token of
    // spec 1 §7 as a field (a form cannot send the header) and the `redirect` of the page. Refused
    // (a forged or stale form): back to the page, which says it went wrong and offers the button.
    await scope.register(async (formScope) => {
      registerFormParser(formScope);
      const refused = (redirect: string | null) => {
        const again = new URLSearchParams({ ...(redirect ? { redirect } : {}), fout: '1' });
        return `${LOGOUT_FORM_PATH}?${again}`;
      };
      const config = {
        requestBody: 'form' as const,
        // Another site's form (refused before its fields are read): back to the page, which says so.
        refuseCrossSite: (_request: FastifyRequest, reply: FastifyReply) =>
          reply.code(303).header('location', refused(null)).send(),
      };
      formScope.post(LOGOUT_FORM_PATH, { config }, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const target = safeRedirectPath(form.redirect) ?? '/';
        if (!antiForgery.allowsToken(request, form[ANTI_FORGERY_FIELD])) {
          return reply.code(303).header('location', refused(target)).send();
        }
        await deps.sessions.end(request, reply);
        return reply.code(303).header('location', target).send();
      });
    });

    // The activation link and the login link both lead to /auto-activate (spec 1 §2), so activate
    // takes either; the address in the body must be the account's.
    contractRoute(
      scope,
      'activate',
      async (request, reply) => {
        const activated = await service.activate(
          {
            email: normaliseEmailInput(request.body.email),
            token: request.body.activationToken,
            now: clock.now(),
          },
          (tx, userId) => deps.sessions.start(request, reply, userId, true, tx),
        );
        if (!activated) return { status: 'error token not valid' as const };
        await signedIn(request, activated.user.id, activated.linkLearnerId);
        return { status: 'success' as const, user: wireUser(activated.user, context.identity) };
      },
      guarded,
    );

    /**
     * The change-email and anonymize links: the token must be valid for the user in the body,
     * and that user must be the one signed in here (spec 1 §6 'not authorized'); a link for
     * someone else is left unused, so its owner can still use it.
     */
    async function magicLink(
      request: FastifyRequest,
      body: z.infer<typeof magicLinkRequestSchema>,
      purpose: TokenPurpose,
    ) {
      const { activationToken, userId } = body;
      const now = clock.now();
      const found = await findUsableToken(db, activationToken, [purpose], now);
      if (!found || found.userId !== userId) return { kind: 'invalid' as const };
      const user = await deps.currentUser(request);
      if (!user || user.id !== userId) return { kind: 'not authorized' as const };
      const used = await consumeToken(db, activationToken, [purpose], now, userId);
      if (!used) return { kind: 'invalid' as const };
      return { kind: 'ok' as const, token: used, user, now };
    }

    contractRoute(
      scope,
      'changeEmailFromMagicLink',
      async (request) => {
        const link = await magicLink(request, request.body, 'change-email');
        if (link.kind === 'invalid') return { status: 'error token not valid' as const };
        if (link.kind === 'not authorized') return { status: 'not authorized' as const };
        const newEmail = link.token.newEmail;
        if (!newEmail) return { status: 'error token not valid' as const };
        if (!(await service.changeEmail(link.user.id, newEmail, clock.now()))) {
          return { status: 'error token not valid' as const };
        }
        return {
          status: 'success' as const,
          user: wireUser(
            { id: link.user.id, email: newEmail, createdAt: link.user.createdAt },
            context.identity,
          ),
        };
      },
      guarded,
    );

    contractRoute(
      scope,
      'anonymizeUserFromMagicLink',
      async (request, reply) => {
        const link = await magicLink(request, request.body, 'anonymize');
        if (link.kind === 'invalid') return { status: 'error token not valid' as const };
        if (link.kind === 'not authorized') return { status: 'not authorized' as const };
        const touched = await service.eraseAccount(link.user.id, link.now);
        // Rows per table only: no address or name in the log.
        request.log.info({ erased: touched }, 'account erased');
        deps.sessions.clearCookie(reply);
        return { status: 'success' as const };
      },
      guarded,
    );

    contractRoute(
      scope,
      'changeOwnEmail',
      async (request, reply) => {
        const user = await deps.currentUser(request);
        if (!user || user.id !== request.params.userId) return { Status: 'not authorized' as const };
        const newEmail = normaliseEmailInput(request.params.newEmail);
        if (!isEmailAddress(newEmail)) return { Status: 'error invalid email' as const };
        // Not an invalid address, so not 'error invalid email': nothing would change.
        if (newEmail === user.email) {
          return reply
            .code(409)
            .send({ error: 'same email', reason: 'the new address is already the address of this account' });
        }
        const mails = await limiter.firstReached([
          [LINK_MAILS_PER_ADDRESS, newEmail],
          [ADDRESS_CHANGES_PER_ACCOUNT, user.id],
          [MAILS_PER_CLIENT, request.ip],
        ]);
        if (!mails.allowed) {
          setRetryAfter(reply, mails);
          return { Status: 'error too many attempts' as const };
        }
        await service.requestEmailChange({
          user,
          newEmail,
          brand: request.brand,
          ip: request.ip,
          now: clock.now(),
        });
        setLinkRequested(reply);
        return { Status: 'success' as const };
      },
      { ...guarded, otherAnswers: { 409: refusalSchema } },
    );

    contractRoute(
      scope,
      'anonymizeAccount',
      async (request, reply) => {
        const user = await deps.currentUser(request);
        if (!user) return reply.code(401).send({ error: 'unauthorized', reason: 'not signed in' });
        const mails = await limiter.firstReached([
          [LINK_MAILS_PER_ADDRESS, user.email],
          [MAILS_PER_CLIENT, request.ip],
        ]);
        if (!mails.allowed) {
          setRetryAfter(reply, mails);
          return reply.code(429).send({ error: 'too many attempts', reason: 'error too many attempts' });
        }
        await service.requestErasureLink({ user, brand: request.brand, ip: request.ip, now: clock.now() });
        setLinkRequested(reply);
        return { status: 'success' as const };
      },
      { ...guarded, otherAnswers: { 401: refusalSchema, 429: refusalSchema } },
    );

    contractRoute(scope, 'altchaChallenge', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.altcha.challenge();
    });

    // A page kept by a shared cache holds no token (decision 0104): the site asks here, and the visitor
    // cookie it is bound to is set now when the browser has none.
    contractRoute(scope, 'antiForgeryToken', async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { token: antiForgery.pageToken(request, reply) };
    });

    contractRoute(scope, 'isEditor', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await deps.currentUser(request);
      return { IsEditor: Boolean(user?.isEditor) };
    });
  };
}
