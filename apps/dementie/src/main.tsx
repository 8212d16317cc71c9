import '@dementie/block-kit/fonts.css';
import '@dementie/block-kit/styles.css';
import '@dementie/auth/styles.css';
import '@dementie/elearning-player/styles.css';
import '@dementie/site/styles.css';
import { createSiteBrowserRouter, SiteApp } from '@dementie/site';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { brand } from './brand';

const root = document.getElementById('root');
if (root) {
  const router = await createSiteBrowserRouter({ brand });
  // The server renders every page (issue 14); the browser takes it over, as a transition so that
  // React hands the phone back to a visitor's tap or scroll in between. Without server markup (the
  // dev server) it renders from scratch.
  if (root.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(root, <SiteApp router={router} />);
    });
  } else createRoot(root).render(<SiteApp router={router} />);
}
