import '@dementie/block-kit/styles.css';
import '@dementie/site/styles.css';
import { SiteApp } from '@dementie/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from './brand';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SiteApp brand={brand} />
    </StrictMode>,
  );
}
