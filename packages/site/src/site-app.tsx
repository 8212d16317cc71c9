import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { BrandConfig } from './brand/brand-config';
import { createSiteRoutes, prepareLazyRoutes, type SiteSlots } from './routes';
import { createSiteServices } from './services/create-site-services';
import { reactRootErrorOptions, startErrorReportsIfConfigured } from './services/error-reporting-entry';
import { hiddenField } from './services/hidden-field';

export interface SiteBrowserOptions {
  /** The brand this site shows. */
  brand: BrandConfig;
  /** Extra parts for the layout. */
  slots?: SiteSlots;
}

/**
 * The browser router of one brand's site: services made once, the current address's code chunks
 * loaded first (so a server-rendered page hydrates as it is), the server's loader data reused.
 */
export async function createSiteBrowserRouter(options: SiteBrowserOptions) {
  const services = createSiteServices({
    brand: options.brand,
    origin: window.location.origin,
    antiForgeryToken: () => hiddenField('csrf'),
  });
  // Read the cookie choice before the first render, as the server did: the hydrated markup matches.
  services.consent.load();
  // Error reports (decision 0063): only on pages with a DSN, and the SDK only after statistics consent.
  startErrorReportsIfConfigured(hiddenField, services.consent);
  const routes = createSiteRoutes(services, options.slots);
  await prepareLazyRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes);
}

export type SiteBrowserRouter = Awaited<ReturnType<typeof createSiteBrowserRouter>>;

export interface SiteAppProps {
  /** A router from `createSiteBrowserRouter`. */
  router: SiteBrowserRouter;
}

/** The whole site for one brand, in the browser. */
export function SiteApp({ router }: SiteAppProps) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
      <TakenOver />
    </StrictMode>
  );
}

/**
 * Marks the page as taken over by the scripts once the first render (or the hydration of the
 * server's page) has been committed: `<html data-hydrated="true">`. The scripts start after the
 * page is painted (decision 0036), so the journeys wait for this mark before they rely on them.
 */
function TakenOver() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Starts the site in `root`. The server renders every page (decision 0035); the browser takes it over,
 * as a transition so that React hands the phone back to a visitor's tap or scroll in between.
 * Without server markup (the dev server) it renders from scratch.
 */
export function mountSiteApp(root: HTMLElement, router: SiteBrowserRouter): void {
  if (root.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(root, <SiteApp router={router} />, reactRootErrorOptions);
    });
  } else createRoot(root, reactRootErrorOptions).render(<SiteApp router={router} />);
}
