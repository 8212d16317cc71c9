import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { BrandConfig } from './brand/brand-config';
import { createSiteRoutes } from './routes';

export interface SiteAppProps {
  /** The brand this site shows. */
  brand: BrandConfig;
}

/** The whole site for one brand, in the browser. The router is made once per mount, never at module scope. */
export function SiteApp({ brand }: SiteAppProps) {
  const [router] = useState(() => createBrowserRouter(createSiteRoutes(brand)));
  return <RouterProvider router={router} />;
}
