// The set-up the cms tests share (cms-*.test.ts): one app per backend with the cms module and the
// modules its pages link to. Not part of the module.
import type { Backend } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createCounterModule } from '../counter';
import { createRedirectsModule } from '../redirects';
import { createSearchModule } from '../search';
import { createCmsModule } from '.';
import { capture, fakeIdentityModule } from './testing';

/** The cms module's app on one backend; call it once inside a `describe.each(testBackends())`. */
export function useCmsSuite(backend: Backend) {
  const cms = capture(createCmsModule());
  const suite = useTestApp(backend, {
    modules: [
      fakeIdentityModule,
      cms.module,
      createSearchModule(),
      createRedirectsModule(),
      createCounterModule(),
    ],
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'GET', url, headers });

  return { cms, suite, get };
}
