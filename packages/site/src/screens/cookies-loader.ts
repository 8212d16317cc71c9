import type { Page } from '@dementie/cms-model';
import type { SiteServices } from '../services/site-services';
import { loadCmsModel } from './cms/cms-loader';

export interface CookiesData {
  page: Page | null;
}

/** The cookie statement's text comes from the CMS page /cookies when there is one. */
export async function loadCookies(services: SiteServices, request: Request): Promise<CookiesData> {
  const [{ mapPage }, result] = await Promise.all([
    loadCmsModel(),
    services.api.page('/cookies', { signal: request.signal }),
  ]);
  return { page: result.kind === 'loaded' ? mapPage(result.value) : null };
}
