// Test support (not part of the module): the app the blobs tests run, and its two visitors.
import type { LightMyRequestResponse } from 'fastify';
import type { ApiModule } from '../../core/module';
import type { Backend } from '../../test-support/backends';
import { type SuiteApp, useTestApp } from '../../test-support/suite';
import { createAuthModule } from '../auth';
import { fakeSiteRoot, signUp, signUpEditor, type Visitor } from '../auth/test-helpers';
import { mailModule } from '../mail';
import { createBlobsModule } from '.';

/** The blobs module on the dementie site, with accounts (auth, mail) and the `more` modules a suite needs. */
export function useBlobsTestApp(backend: Backend, more: readonly ApiModule[] = []): SuiteApp {
  return useTestApp(backend, {
    modules: [createAuthModule({ altchaMaxNumber: 1000 }), mailModule, createBlobsModule(), ...more],
    app: { site: { brand: 'dementie', root: fakeSiteRoot() } },
  });
}

/** Signs up an editor and a learner without the role, each in a browser of their own. */
export async function signUpEditorAndLearner(
  suite: SuiteApp,
): Promise<{ editor: Visitor; learner: Visitor }> {
  const editor = await signUpEditor(suite.app, suite.db, 'redacteur@example.nl');
  const learner = await signUp(suite.app, suite.db, 'lerende@example.nl');
  return { editor, learner };
}

/** One call of `who` (null: no session) to the suite's app; a Buffer goes as an image file, an object as JSON. */
export function callAs(
  suite: SuiteApp,
  who: Visitor | null,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: Buffer | Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return suite.app.inject({
    method,
    url,
    cookies: who ? Object.fromEntries(who.cookies) : {},
    ...(Buffer.isBuffer(payload)
      ? { payload, headers: { 'content-type': 'image/png' } }
      : payload
        ? { payload }
        : {}),
  });
}
