import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths of spec 1 §2 that are personal or single-use (see the robots.txt route). */
const PRIVATE_PATHS = [
  '/login',
  '/account-gegevens',
  '/mijn-trainingen',
  '/logout',
  '/auto-activate',
  '/change-email',
  '/anonymize-user',
  // The result page itself only: certificate pages below it must stay readable for the networks a
  // certificate is shared on (they honour robots.txt); their noindex tag keeps them out of search.
  '/jouw-resultaat$',
  '/preview/',
];
const ROBOTS_RULES = `User-agent: *\n${PRIVATE_PATHS.map((p) => `Disallow: ${p}`).join('\n')}\n`;

/** Whether robots.txt closes `pathname` (its rules: a prefix, or the exact path when it ends in `$`). */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((rule) =>
    rule.endsWith('$') ? pathname === rule.slice(0, -1) : pathname.startsWith(rule),
  );
}

/**
 * Search engines may read every public page, but not the personal ones: sign-in and account screens,
 * the pages behind a mailed link, the result page and previews. Search results and certificates (a
 * person's name) carry a robots noindex tag instead, which crawlers must read.
 */
export function registerRobots(app: FastifyInstance, originOf: (request: FastifyRequest) => string): void {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${ROBOTS_RULES}\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );
}
