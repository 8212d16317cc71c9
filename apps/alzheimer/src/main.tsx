import '@dementie/block-kit/fonts.css';
import '@dementie/block-kit/styles.css';
import '@dementie/auth/styles.css';
import '@dementie/elearning-player/styles.css';
import '@dementie/site/styles.css';
import { createSiteBrowserRouter, SiteApp } from '@dementie/site';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { brand } from './brand';

const root = document.getElementById('root');
if (root) {
  const router = await createSiteBrowserRouter({ brand });
  // The server renders every page (issue 14); the browser takes it over. Without server markup
  // (the dev server) it renders from scratch.
  if (root.hasChildNodes()) hydrateRoot(root, <SiteApp router={router} />);
  else createRoot(root).render(<SiteApp router={router} />);
}
