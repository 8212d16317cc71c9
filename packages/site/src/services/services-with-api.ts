import type { ApiClient, ApiClientOptions } from '@dementie/api-client';
import { createAltchaBotCheck, createAuthStore, currentUser } from '@dementie/auth';
import { createConsentStore, createCookieConsentStorage, hasConsent } from '@dementie/block-kit';
import { createAnalytics } from './analytics';
import { createRedirectLookup } from './redirects';
import type { SiteServices, SiteServicesOptions } from './site-services';

/**
 * The site's services around a given api client: the app's, made at once, or a document page's,
 * whose code loads at its first call (decision 0068), so that this module brings no api client code.
 */
export function servicesWithApi(api: ApiClient, options: SiteServicesOptions): SiteServices {
  // The cookie storage reads nothing until the store is loaded: before rendering on the server and
  // before hydrating in the browser (decision 0035), so both render the same banner or the same video.
  const consent =
    options.consent ??
    createConsentStore(
      createCookieConsentStorage(
        options.cookieHeader === undefined ? {} : { document: { cookie: options.cookieHeader } },
      ),
    );
  const analytics = createAnalytics({
    // No analytics before consent for statistics (decision 0031), read at every push.
    hasStatisticsConsent: () => hasConsent(consent.getSnapshot(), 'statistics'),
    // The tracking record's userId (spec 3 §3): the signed-in account's pseudonym, never its id.
    userId: () => currentUser(auth.getState())?.analyticsId ?? null,
  });
  const auth = createAuthStore({
    api,
    track: (event) => {
      if (event.kind === 'virtual page view') analytics.pageView(event.path);
      else
        analytics.push({
          event: 'certificate_overview',
          training_name: event.trainingName,
          owner: event.owner,
        });
    },
  });
  return {
    brand: options.brand,
    api,
    origin: options.origin,
    consent,
    analytics,
    redirects: createRedirectLookup((path) => api.redirectFrom(path), options.origin),
    auth,
    botCheck: createAltchaBotCheck({ fetchChallenge: (signal) => api.altchaChallenge({ signal }) }),
  };
}

/** The api client's options from the services' (the app's client and a document page's lazy one). */
export function apiClientOptions(options: SiteServicesOptions): ApiClientOptions {
  return {
    baseUrl: options.origin,
    brand: options.brand.id,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.antiForgeryToken ? { antiForgeryToken: options.antiForgeryToken } : {}),
  };
}
