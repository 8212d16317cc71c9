import type { ApiClient } from '@dementie/api-client';
import type { AuthStore, BotCheck } from '@dementie/auth';
import type { ConsentStore } from '@dementie/block-kit';
import { createContext, type ReactNode, useContext } from 'react';
import type { BrandConfig } from '../brand/brand-config';
import type { Analytics } from './analytics';
import type { RedirectLookup } from './redirects';

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
