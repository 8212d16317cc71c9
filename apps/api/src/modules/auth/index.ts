import type { FastifyRequest } from 'fastify';
import { usesLocalMailbox } from '../../core/config';
import { secureByBrandOrigin } from '../../core/cookies';
import type { ApiModule } from '../../core/module';
import type { PersonalDataTable } from '../../core/personal-data';
import { personalDataRegistry } from '../personal-data';
import { ANTI_FORGERY_FIELD, AntiForgery } from './anti-forgery';
import { createBotCheck } from './bot-check';
import { RateLimiter } from './rate-limit';
import { authRoutes } from './routes';
import { SessionStore, type SessionUser } from './sessions';
import { grantListedEditor, testEditorEmails } from './test-editors';

export { ANTI_FORGERY_FIELD, antiForgeryCookieName } from './anti-forgery';
export { ALTCHA_CHALLENGE_LIFETIME_MS, ALTCHA_MAX_NUMBER } from './bot-check';
export { setEditorRole } from './editor';
export { LINK_MAILS_PER_ADDRESS, LOGIN_CALLS_PER_IP } from './rate-limit';
export { LINK_REQUESTED_COOKIE } from './routes';
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionCookieName } from './sessions';
export { TOKEN_LIFETIMES_MS } from './tokens';

/** Options of the auth module; the defaults are the product's. */
export interface AuthModuleOptions {
  /** ALTCHA work per challenge (default `ALTCHA_MAX_NUMBER`); tests make it small to stay fast. */
  altchaMaxNumber?: number;
  /** What erasure removes (default: the registry of every table, modules/personal-data.ts). */
  personalData?: readonly PersonalDataTable[];
}

/**
 * The auth module (spec 1 §3-§9): password-less accounts by magic link, sessions, the
 * anti-forgery token of every served page, the ALTCHA bot check and the rate limits.
 */
export function createAuthModule(options: AuthModuleOptions = {}): ApiModule {
  return {
    name: 'auth',
    create: (context) => {
      const { database, clock, identity, config } = context;
      const secure = secureByBrandOrigin(config.brandOrigins);
      const sessions = new SessionStore(database.db, clock, secure);
      const antiForgery = new AntiForgery(identity, secure, context.cors);
      const { altcha, botCheck } = createBotCheck(context, options.altchaMaxNumber);
      const limiter = new RateLimiter(database.db, clock, identity);

      // A local instance only (local mailbox), never with public origins: see test-editors.ts.
      const testEditors = testEditorEmails(usesLocalMailbox(config));
      const resolved = new WeakMap<FastifyRequest, Promise<(SessionUser & { sessionHash: string }) | null>>();
      const currentUser = (request: FastifyRequest) => {
        let pending = resolved.get(request);
        if (!pending) {
          pending = sessions
            .resolve(request)
            .then(async (user) =>
              user && testEditors.size > 0
                ? { ...user, isEditor: await grantListedEditor(database.db, testEditors, user) }
                : user,
            );
          resolved.set(request, pending);
        }
        return pending;
      };
      identity.setUserResolver(async (request) => {
        const user = await currentUser(request);
        return user ? { id: user.id, email: user.email, isEditor: user.isEditor } : null;
      });

      return {
        routes: authRoutes({
          context,
          sessions,
          antiForgery,
          botCheck,
          altcha,
          limiter,
          secureCookies: secure,
          currentUser,
          personalData: options.personalData ?? personalDataRegistry,
        }),
        // Only pages of a visitor's own: a shared page (decision 0104) holds no token and sets no
        // cookie; its forms ask the token call when they need one.
        pageFields: async (request, reply) => ({
          [ANTI_FORGERY_FIELD]: antiForgery.pageToken(request, reply),
        }),
        // The signed-in hint changes no page: the account place is the same for everyone in the HTML.
        renderNeutralCookies: [...antiForgery.cookieNames, ...sessions.signedInHintCookieNames],
      };
    },
  };
}

/** The auth module as the server runs it. */
export const authModule: ApiModule = createAuthModule();
