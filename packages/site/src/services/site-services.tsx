import { type ApiClient, createApiClient } from '@dementie/api-client';
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
  hasStatisticsConsent?: () => boolean;
}

export function createSiteServices(options: SiteServicesOptions): SiteServices {
  const api = createApiClient({
    baseUrl: options.origin,
    brand: options.brand.id,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.antiForgeryToken ? { antiForgeryToken: options.antiForgeryToken } : {}),
  });
  return {
    brand: options.brand,
    api,
    origin: options.origin,
    redirects: createRedirectLookup((path) => api.redirectFrom(path), options.origin),
    analytics: createAnalytics({ hasStatisticsConsent: options.hasStatisticsConsent ?? (() => false) }),
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
