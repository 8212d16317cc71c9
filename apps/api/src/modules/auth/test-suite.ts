// The set-up the auth tests share (auth-*.test.ts): the calls' paths, and one app per backend with
// the auth and mail modules, a fresh hour per test and the sign-ins it announced. Not part of the module.
import { beforeEach } from 'vitest';
import type { Backend } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { mailModule } from '../mail';
import { createAuthModule } from '.';
import { fakeSiteRoot, freshEmail, loginBody, signUp, Visitor } from './test-helpers';

export const LOGIN = '/api/v1/authentication/login';
export const SESSION = '/api/v1/authentication/IsSessionValid';
export const LOGOUT = '/api/v1/authentication/logout';
export const ACTIVATE = '/api/v1/authentication/activate';
export const CHANGE_LINK = '/api/v1/authentication/change-email-from-magiclink';
export const ANONYMIZE_LINK = '/api/v1/authentication/anonymize-user-from-magiclink';
export const ANONYMIZE = '/api/v1/authentication/anonymize-account';
export const changeOwn = (userId: string, email: string) =>
  `/api/v1/authentication/change-own-email/${userId}/${encodeURIComponent(email)}`;

export const MINUTE = 60_000;

/** The auth module's app on one backend; call it once inside a `describe.each(testBackends())`. */
export function useAuthSuite(backend: Backend) {
  const signedIn: { userId: string; learnerId: string | null }[] = [];
  const suite = useTestApp(backend, {
    // Small ALTCHA work keeps the suite fast; the https suite below checks the product's default.
    modules: [createAuthModule({ altchaMaxNumber: 2000 }), mailModule],
    prepare: (server) =>
      server.runtime.context.events.on('user.signedIn', (event) => {
        signedIn.push(event);
      }),
    app: { site: { brand: 'dementievriendelijk', root: fakeSiteRoot() } },
  });
  // Every test starts a fresh hour, so the per-address and per-IP windows of one test never
  // reach into the next.
  beforeEach(() => suite.server.clock.advance(61 * MINUTE));

  const db = () => suite.db;

  /** A signed-up address, and a new browser that asked for its login link. */
  async function linkAskedForKnownAddress(label: string) {
    const email = freshEmail(label);
    await signUp(suite.app, db(), email);
    const visitor = new Visitor(suite.app);
    await visitor.open();
    await visitor.post(LOGIN, await loginBody(suite.app, email));
    return { email, visitor };
  }

  return { suite, signedIn, db, linkAskedForKnownAddress };
}
