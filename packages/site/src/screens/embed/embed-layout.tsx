import { brandThemeAttributes } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import type { BrandConfig } from '../../brand/brand-config';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { TRAININGS_PATH } from '../player/training-paths';

/**
 * The embed page's frame (decision 0085): the brand's theme and the one main landmark,
 * without the site's header, menus, footer and cookie banner. Its height is its content's (not the
 * window's, as a page of the site has), so the parent can size the iframe to it.
 */
export function EmbedLayout({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return (
    <div {...brandThemeAttributes(brand.id)} lang="nl">
      <div className="site-layout site-layout--embed">
        <main id="main-content" className="site-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * A training that does not exist, in the frame: said in a few words, with the way to our trainings in
 * a new tab (a page of this site cannot be shown in the other site's frame). Status 404, not indexed.
 */
export function EmbedNotFound() {
  const t = useT();
  const title = t('notFound.title');
  useDocumentTitle(title, { noindex: true });
  return (
    <section className="site-not-found">
      <h1>{title}</h1>
      <p>{t('player.embed.notFound')}</p>
      <p>
        <a href={TRAININGS_PATH} target="_blank" rel="noopener">
          {t('notFound.links.trainings')}
        </a>
      </p>
    </section>
  );
}

/** What the embed page shows when its loader fails: not found for a 404, else a plain message. */
export function EmbedRouteError() {
  const error = useRouteError();
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const title = t('site.error.title');
  useDocumentTitle(status === 404 ? t('notFound.title') : title, { noindex: true });
  if (status === 404) return <EmbedNotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="site-error">
      <h1>{title}</h1>
      <p>{t('site.error.text')}</p>
    </section>
  );
}
