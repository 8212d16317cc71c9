import { mapPage, type Page } from '@dementie/cms-model';
import type { SiteServices } from '../services/site-services';

export interface CookiesData {
  page: Page | null;
}

/** The cookie statement's text comes from the CMS page /cookies when there is one. */
export async function loadCookies(services: SiteServices, request: Request): Promise<CookiesData> {
  const result = await services.api.page('/cookies', { signal: request.signal });
  return { page: result.kind === 'loaded' ? mapPage(result.value) : null };
}
