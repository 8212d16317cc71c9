import { createApiClient } from '@dementie/api-client';
import { apiClientOptions, servicesWithApi } from './services-with-api';
import type { SiteServices, SiteServicesOptions } from './site-services';

/**
 * The site's services with its api client made at once: for the app and the server's render. A module
 * of its own, so that the island runtime, which uses the services' types and context, brings no api
 * client code (decision 0068).
 */
export function createSiteServices(options: SiteServicesOptions): SiteServices {
  return servicesWithApi(createApiClient(apiClientOptions(options)), options);
}
