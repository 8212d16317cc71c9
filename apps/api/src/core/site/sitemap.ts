import type { BrandId } from '@dementie/i18n-catalogues';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { ModuleRuntime, SitemapEntry } from '../module';
import { isPrivatePath } from './robots';

/** The sitemap protocol allows 50,000 addresses in one file; far above what the sites hold. */
const SITEMAP_LIMIT = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** A brand's sitemap (sitemaps.org 0.9): absolute addresses, each with its last change when known. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const url = new URL(entry.path, origin);
    if (isPrivatePath(url.pathname) || seen.has(url.pathname) || urls.length >= SITEMAP_LIMIT) continue;
    seen.add(url.pathname);
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    urls.push(`<url><loc>${escapeXml(url.href)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Every public page of the brand that is live now, also those no menu links to: content pages,
 * news, organisations, stories and the trainings' start pages, from the modules that own them.
 */
export function registerSitemap(
  app: FastifyInstance,
  options: {
    brand: BrandId;
    modules: readonly ModuleRuntime[];
    clock: Clock;
    originOf: (request: FastifyRequest) => string;
  },
): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const now = options.clock.now();
    const entries: SitemapEntry[] = [];
    for (const module of options.modules) {
      if (module.sitemapEntries) entries.push(...(await module.sitemapEntries(options.brand, now)));
    }
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(options.originOf(request), entries));
  });
}
