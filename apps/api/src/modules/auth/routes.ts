import {
  acknowledgementResponseSchema,
  activateRequestSchema,
  activateResponseSchema,
  altchaChallengeResponseSchema,
  authCalls,
  changeOwnEmailParamsSchema,
  changeOwnEmailResponseSchema,
  isEditorResponseSchema,
  isSessionValidResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  safeRedirectPath,
  siteCookies,
} from '@dementie/api-client';
import { isEmailAddress, normaliseEmailInput } from '@dementie/i18n-catalogues';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerFormParser } from '../../core/body-parsers';
import { type CookieSecurity, SiteCookies } from '../../core/cookies';
import type { ModuleContext } from '../../core/module';
import { erasePerson, type PersonalDataTable } from '../../core/personal-data';
import { enqueueMail, mailService } from '../mail';
import { ANTI_FORGERY_FIELD, type AntiForgery } from './anti-forgery';
import type { AltchaBotCheck, BotCheck } from './bot-check';
import { linkUrl } from './links';
import {
  ADDRESS_CHANGES_PER_ACCOUNT,
  LINK_MAILS_PER_ADDRESS,
  LOGIN_CALLS_PER_IP,
  MAILS_PER_CLIENT,
  type RateLimiter,
  setRetryAfter,
} from './rate-limit';
import { authTokens, users } from './schema';
import type { SessionStore, SessionUser } from './sessions';
import { consumeToken, findUsableToken, issueToken, type TokenPurpose } from './tokens';

/**
 * A readable (not HttpOnly) hint that this browser asked for a link in the last 24 hours (issue 6).
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

/** An account as the wire shows it (spec 1 §3: Email, Created, Id). */
function wireUser(user: { id: string; email: string; createdAt: Date; isEditor?: boolean }) {
  // Project choice (issue 26): an editor's user carries IsEditor, so the account menu can show the
  // role without a second call; other users' answers are as spec 1 §7 shows them.
  return {
    Email: user.email,
    Created: user.createdAt.toISOString(),
    Id: user.id,
    ...(user.isEditor ? { IsEditor: true } : {}),
  };
}

/** The body of a refusal that has no status of its own in the contract. */
const errorResponseSchema = z.object({ error: z.string(), reason: z.string() });

const path = (name: keyof typeof authCalls) => authCalls[name].path;

export function authRoutes(deps: AuthDeps) {
  const { context, antiForgery, limiter } = deps;
  const { db } = context.database;
  const clock = context.clock;
  const mail = () => mailService(context);

  const cookies = new SiteCookies(deps.secureCookies);
  function setLinkRequested(reply: FastifyReply) {
    cookies.set(reply, 'linkRequested', '1');
  }

  /**
   * Issue 7: the guest's runs (and certificates) in this browser join the account before the answer
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
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // Before validation, so a forged request learns nothing about the body rules (403, not 400).
    const guarded = { preValidation: antiForgery.guard };

    // spec 1 §7 login: unknown address -> new account, session and activation mail ('success');
    // known address -> login link ('account magic link sent').
    app.post(
      path('login'),
      { ...guarded, schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
      async (request, reply) => {
        const body = request.body;
        const calls = await limiter.hit(LOGIN_CALLS_PER_IP, request.ip);
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
        const brand = request.brand;
        const now = clock.now();

        const outcome = await db.transaction(async (tx) => {
          const created = await tx
            .insert(users)
            .values({ id: crypto.randomUUID(), email, createdAt: now, newsletter: body.newsletter })
            .onConflictDoNothing()
            .returning();
          const fresh = created[0];
          const user =
            fresh ??
            (await tx
              .select()
              .from(users)
              .where(eq(users.email, email))
              .limit(1)
              .then((rows) => rows[0]));
          if (!user || user.email === null) throw new Error('account vanished during login');
          const purpose: TokenPurpose = fresh ? 'activation' : 'login';
          const { token, expiresAt } = await issueToken(
            tx,
            { userId: user.id, purpose, learnerId: context.identity.learnerId(request) },
            now,
          );
          const link = linkUrl(context.config, brand, '/auto-activate', {
            activationToken: token,
            userEmail: email,
            redirectPath,
          });
          await enqueueMail(
            tx,
            { kind: purpose, brand, recipient: email, userId: user.id, link, linkExpiresAt: expiresAt },
            now,
          );
          await limiter.record(LINK_MAILS_PER_ADDRESS, email, tx);
          await limiter.record(MAILS_PER_CLIENT, request.ip, tx);
          if (fresh) await deps.sessions.start(request, reply, user.id, false, tx);
          return { user: { id: user.id, email, createdAt: user.createdAt }, fresh: Boolean(fresh) };
        });
        mail().kick();
        setLinkRequested(reply);
        if (!outcome.fresh) return { status: 'account magic link sent' as const };
        await signedIn(request, outcome.user.id);
        return {
          status: 'success' as const,
          user: wireUser(outcome.user),
          redirectPath: redirectPath ?? null,
        };
      },
    );

    app.post(
      path('isSessionValid'),
      { schema: { response: { 200: isSessionValidResponseSchema } } },
      async (request) => {
        const user = await deps.currentUser(request);
        return user ? { status: 'success' as const, user: wireUser(user) } : { status: 'invalid' as const };
      },
    );

    app.post(
      path('logout'),
      { ...guarded, schema: { response: { 200: acknowledgementResponseSchema } } },
      async (request, reply) => {
        await deps.sessions.end(request, reply);
        return { status: 'success' as const };
      },
    );

    // The /logout page's button when the scripts did not take the page over (spec 1 §2: 'logs out,
    // then redirects'). Only this POST ends the session, never opening the page: a link scanner or a
    // browser loading ahead must not log anyone out. The form carries the anti-forgery token of
    // spec 1 §7 as a field (a form cannot send the header) and the `redirect` of the page. Refused
    // (a forged or stale form): back to the page, which says it went wrong and offers the button.
    await scope.register(async (formScope) => {
      registerFormParser(formScope);
      formScope.post(LOGOUT_FORM_PATH, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const target = safeRedirectPath(form.redirect) ?? '/';
        if (!antiForgery.allowsToken(request, form[ANTI_FORGERY_FIELD])) {
          const again = new URLSearchParams({ redirect: target, fout: '1' });
          return reply.code(303).header('location', `${LOGOUT_FORM_PATH}?${again}`).send();
        }
        await deps.sessions.end(request, reply);
        return reply.code(303).header('location', target).send();
      });
    });

    // The activation link and the login link both lead to /auto-activate (spec 1 §2), so activate
    // takes either; the address in the body must be the account's.
    app.post(
      path('activate'),
      { ...guarded, schema: { body: activateRequestSchema, response: { 200: activateResponseSchema } } },
      async (request, reply) => {
        const email = normaliseEmailInput(request.body.email);
        const now = clock.now();
        const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        if (!user) return { status: 'error token not valid' as const };
        const used = await consumeToken(
          db,
          request.body.activationToken,
          ['activation', 'login'],
          now,
          user.id,
        );
        if (!used) return { status: 'error token not valid' as const };
        await db.transaction(async (tx) => {
          if (!user.activatedAt)
            await tx.update(users).set({ activatedAt: now }).where(eq(users.id, user.id));
          await deps.sessions.endUnverified(tx, user.id);
          await deps.sessions.start(request, reply, user.id, true, tx);
        });
        await signedIn(request, user.id, used.learnerId);
        return {
          status: 'success' as const,
          user: wireUser({ id: user.id, email, createdAt: user.createdAt, isEditor: user.isEditor }),
        };
      },
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

    app.post(
      path('changeEmailFromMagicLink'),
      { ...guarded, schema: { body: magicLinkRequestSchema, response: { 200: magicLinkResponseSchema } } },
      async (request) => {
        const link = await magicLink(request, request.body, 'change-email');
        if (link.kind === 'invalid') return { status: 'error token not valid' as const };
        if (link.kind === 'not authorized') return { status: 'not authorized' as const };
        const newEmail = link.token.newEmail;
        if (!newEmail) return { status: 'error token not valid' as const };
        const changed = await db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, newEmail))
            .limit(1);
          if (taken) return false;
          await tx.update(users).set({ email: newEmail }).where(eq(users.id, link.user.id));
          // Links mailed to the old address stop working with it.
          await tx
            .delete(authTokens)
            .where(
              and(
                eq(authTokens.userId, link.user.id),
                inArray(authTokens.purpose, ['login', 'activation']),
                isNull(authTokens.usedAt),
              ),
            );
          return true;
        });
        if (!changed) return { status: 'error token not valid' as const };
        return {
          status: 'success' as const,
          user: wireUser({ id: link.user.id, email: newEmail, createdAt: link.user.createdAt }),
        };
      },
    );

    app.post(
      path('anonymizeUserFromMagicLink'),
      { ...guarded, schema: { body: magicLinkRequestSchema, response: { 200: magicLinkResponseSchema } } },
      async (request, reply) => {
        const link = await magicLink(request, request.body, 'anonymize');
        if (link.kind === 'invalid') return { status: 'error token not valid' as const };
        if (link.kind === 'not authorized') return { status: 'not authorized' as const };
        const touched = await eraseAccount(link.user.id, link.now);
        // Rows per table only: no address or name in the log.
        request.log.info({ erased: touched }, 'account erased');
        deps.sessions.clearCookie(reply);
        return { status: 'success' as const };
      },
    );

    /**
     * Real erasure (issue 6, issue 23): the registry of personal data (modules/personal-data.ts) says
     * for every table what goes: the account loses its address, sessions, tokens, mails, rate counts,
     * newsletter subscriptions, the name on its certificates and the link to its runs, all in one
     * transaction. The rows of runs, certificates and the account stay without personal data, so
     * counts (the certificate counter) keep their number. Then 'user.anonymized' tells every module to
     * drop what it derived from that data (rendered pages, certificate images).
     */
    async function eraseAccount(userId: string, now: Date) {
      const touched = await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
        const pending = await tx
          .select({ newEmail: authTokens.newEmail })
          .from(authTokens)
          .where(eq(authTokens.userId, userId));
        const addresses = [
          ...new Set(
            [user?.email, ...pending.map((row) => row.newEmail)]
              .filter((value): value is string => typeof value === 'string')
              .map((value) => value.toLowerCase()),
          ),
        ];
        const addressKeys = addresses.map((address) => limiter.key(LINK_MAILS_PER_ADDRESS, address));
        return erasePerson(tx, deps.personalData, { userId, addresses, addressKeys }, now);
      });
      await context.events.emit('user.anonymized', { userId });
      return touched;
    }

    // Project choice (api-client): change-own-email/{userId}/{newEmail}.
    app.post(
      '/api/v1/authentication/change-own-email/:userId/:newEmail',
      {
        ...guarded,
        schema: {
          params: changeOwnEmailParamsSchema,
          response: { 200: changeOwnEmailResponseSchema, 409: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const user = await deps.currentUser(request);
        if (!user || user.id !== request.params.userId) return { Status: 'not authorized' as const };
        const newEmail = normaliseEmailInput(request.params.newEmail);
        if (!isEmailAddress(newEmail)) return { Status: 'error invalid email' as const };
        // Not an invalid address, so not 'error invalid email': nothing would change (issue 20).
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
        const brand = request.brand;
        const now = clock.now();
        await db.transaction(async (tx) => {
          const [owner] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, newEmail))
            .limit(1);
          if (owner) {
            // No account enumeration: the answer is the same; the address's owner is told instead.
            await enqueueMail(
              tx,
              { kind: 'change-email-taken', brand, recipient: newEmail, userId: owner.id },
              now,
            );
          } else {
            const { token, expiresAt } = await issueToken(
              tx,
              { userId: user.id, purpose: 'change-email', newEmail },
              now,
            );
            const link = linkUrl(context.config, brand, '/change-email', {
              activationToken: token,
              userId: user.id,
              redirectPath: '/account-gegevens',
            });
            await enqueueMail(
              tx,
              {
                kind: 'change-email',
                brand,
                recipient: newEmail,
                userId: user.id,
                link,
                linkExpiresAt: expiresAt,
              },
              now,
            );
            await enqueueMail(
              tx,
              { kind: 'change-email-notice', brand, recipient: user.email, userId: user.id },
              now,
            );
          }
          await limiter.record(LINK_MAILS_PER_ADDRESS, newEmail, tx);
          await limiter.record(ADDRESS_CHANGES_PER_ACCOUNT, user.id, tx);
          await limiter.record(MAILS_PER_CLIENT, request.ip, tx);
        });
        mail().kick();
        setLinkRequested(reply);
        return { Status: 'success' as const };
      },
    );

    app.post(
      path('anonymizeAccount'),
      {
        ...guarded,
        schema: {
          response: {
            200: acknowledgementResponseSchema,
            401: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
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
        const brand = request.brand;
        const now = clock.now();
        await db.transaction(async (tx) => {
          const { token, expiresAt } = await issueToken(tx, { userId: user.id, purpose: 'anonymize' }, now);
          const link = linkUrl(context.config, brand, '/anonymize-user', {
            activationToken: token,
            userId: user.id,
          });
          await enqueueMail(
            tx,
            {
              kind: 'anonymize',
              brand,
              recipient: user.email,
              userId: user.id,
              link,
              linkExpiresAt: expiresAt,
            },
            now,
          );
          await limiter.record(LINK_MAILS_PER_ADDRESS, user.email, tx);
          await limiter.record(MAILS_PER_CLIENT, request.ip, tx);
        });
        mail().kick();
        setLinkRequested(reply);
        return { status: 'success' as const };
      },
    );

    app.get(
      path('altchaChallenge'),
      { schema: { response: { 200: altchaChallengeResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return deps.altcha.challenge();
      },
    );

    app.get(
      path('isEditor'),
      { schema: { response: { 200: isEditorResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = await deps.currentUser(request);
        return { IsEditor: Boolean(user?.isEditor) };
      },
    );
  };
}
