import '@dementie/block-kit/styles.css';
import '@dementie/auth/styles.css';
import '@dementie/elearning-player/styles.css';
import '@dementie/site/styles.css';
import { SiteApp } from '@dementie/site';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { brand } from './brand';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <SiteApp brand={brand} />
    </StrictMode>
  );
  // The server renders every page (issue 14); the browser takes it over. Without server markup
  // (the dev server) it renders from scratch.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
