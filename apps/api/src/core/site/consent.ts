import { safeRedirectPath, siteCookies } from '@dementie/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerFormParser } from '../body-parsers';
import type { AppConfig } from '../config';
import { SiteCookies, secureByBrandOrigin } from '../cookies';

/**
 * The cookie consent choice (the api-client cookie list, as block-kit's cookie storage writes it):
 * a server render shows the banner or the opened videos by it.
 */
export const CONSENT_COOKIE = siteCookies.consent.name;

/** The banner form's fields: the choice, and the page to go back to (checked by safeRedirectPath). */
const consentFormSchema = z.object({
  keuze: z.enum(['weigeren', 'accepteren']),
  terug: z.string().optional(),
});

/** Where the server-rendered cookie banner posts a choice made before the scripts ran. */
export const CONSENT_FORM_PATH = '/cookie-keuze';

/**
 * The cookie banner's buttons pressed before the page's scripts ran (a server-rendered banner on a
 * slow phone): the form posts the choice here, the cookie is set as the browser would set it, and
 * the visitor goes back to the page, now without the banner (no surprises).
 * Secure on an https brand origin; the consent cookie keeps its plain name (scripts write it too).
 */
export async function registerConsentForm(app: FastifyInstance, config: AppConfig): Promise<void> {
  const consentCookies = new SiteCookies(secureByBrandOrigin(config.brandOrigins));
  await app.register(async (scope) => {
    registerFormParser(scope);
    scope.post(
      CONSENT_FORM_PATH,
      { schema: { body: consentFormSchema }, config: { requestBody: 'form' } },
      async (request, reply) => {
        const form = request.body as z.output<typeof consentFormSchema>;
        const choice = form.keuze === 'accepteren' ? 'v1.s1.m1' : 'v1.s0.m0';
        // Only a path of this site (the shared open-redirect guard); anything else goes home.
        const back = safeRedirectPath(form.terug) ?? '/';
        consentCookies.set(reply, 'consent', choice);
        return reply.code(303).header('location', back).send();
      },
    );
  });
}
