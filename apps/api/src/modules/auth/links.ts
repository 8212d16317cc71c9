import type { BrandId } from '@dementie/i18n-catalogues';
import type { AppConfig } from '../../core/config';

/**
 * A link in a mail: always on the brand's configured origin, never built from the Host header
 * (decision 0002), on the spec's routes (spec 1 §2). Those routes are pages of the site that only POST
 * the token, so opening (GET/HEAD) a link never uses it.
 */
export function linkUrl(
  config: AppConfig,
  brand: BrandId,
  route: '/auto-activate' | '/change-email' | '/anonymize-user',
  params: Record<string, string | undefined>,
): string {
  const url = new URL(route, config.brandOrigins[brand]);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}
