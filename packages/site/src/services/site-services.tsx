import { type ApiClient, createApiClient } from '@dementie/api-client';
import { type AuthStore, type BotCheck, createAltchaBotCheck, createAuthStore } from '@dementie/auth';
import {
  type ConsentStore,
  createConsentStore,
  createCookieConsentStorage,
  hasConsent,
} from '@dementie/block-kit';
import { createContext, type ReactNode, useContext } from 'react';
import type { BrandConfig } from '../brand/brand-config';
import { type Analytics, createAnalytics } from './analytics';
import { createRedirectLookup, type RedirectLookup } from './redirects';

/** Everything the routes and screens need besides React: made once per app (or per server render). */
export interface SiteServices {
  brand: BrandConfig;
  api: ApiClient;
  redirects: RedirectLookup;
  analytics: Analytics;
  /** Cookie consent: gates video, iframes, newsletter embeds and analytics (decision 0029). */
  consent: ConsentStore;
  /** The auth machine of spec 1 §4. */
  auth: AuthStore;
  /** The self-hosted ALTCHA bot check (decision 0006). */
  botCheck: BotCheck;
  /** The site's own origin, e.g. 'http://127.0.0.1:4001'. */
  origin: string;
}

export interface SiteServicesOptions {
  brand: BrandConfig;
  /** The site's origin; API calls are same-origin paths under it (README). */
  origin: string;
  fetch?: typeof fetch;
  /** Reads the anti-forgery token from the hidden page field when a request is made. */
  antiForgeryToken?: () => string | null | undefined;
  /** Where the consent choice is kept; default the first-party cookie. */
  consent?: ConsentStore;
  /**
   * On the server: the visitor's Cookie header, so the consent cookie is read from the request and the
   * page is rendered with the visitor's choice (the banner, or an opened video) from the first byte.
   */
  cookieHeader?: string;
}

export function createSiteServices(options: SiteServicesOptions): SiteServices {
  const api = createApiClient({
    baseUrl: options.origin,
    brand: options.brand.id,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.antiForgeryToken ? { antiForgeryToken: options.antiForgeryToken } : {}),
  });
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
  });
  return {
    brand: options.brand,
    api,
    origin: options.origin,
    consent,
    analytics,
    redirects: createRedirectLookup((path) => api.redirectFrom(path), options.origin),
    auth: createAuthStore({
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
    }),
    botCheck: createAltchaBotCheck({ fetchChallenge: (signal) => api.altchaChallenge({ signal }) }),
  };
}

const SiteServicesContext = createContext<SiteServices | null>(null);

export function SiteServicesProvider({
  services,
  children,
}: {
  services: SiteServices;
  children: ReactNode;
}) {
  return <SiteServicesContext.Provider value={services}>{children}</SiteServicesContext.Provider>;
}

/** The site's services; throws outside a SiteServicesProvider, since a silent default would fetch nothing. */
export function useSiteServices(): SiteServices {
  const services = useContext(SiteServicesContext);
  if (!services) throw new Error('useSiteServices() needs a <SiteServicesProvider> above this component.');
  return services;
}
