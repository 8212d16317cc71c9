import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { BrandConfig } from './brand/brand-config';
import { createSiteRoutes, type SiteSlots } from './routes';
import { createSiteServices } from './services/site-services';

export interface SiteAppProps {
  /** The brand this site shows. */
  brand: BrandConfig;
  /** Extra parts for the layout (account menu, footer). */
  slots?: SiteSlots;
}

/** Reads the hidden anti-forgery field the server writes into every page (spec 1 §7). */
function hiddenField(name: string): string | null {
  const input = document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  return input?.value ?? null;
}

/** The whole site for one brand, in the browser. Router and services are made once per mount. */
export function SiteApp({ brand, slots }: SiteAppProps) {
  const [router] = useState(() => {
    const services = createSiteServices({
      brand,
      origin: window.location.origin,
      antiForgeryToken: () => hiddenField('csrf'),
    });
    return createBrowserRouter(createSiteRoutes(services, slots));
  });
  return <RouterProvider router={router} />;
}
