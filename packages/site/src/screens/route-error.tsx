import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { ChunkLoadError } from '../services/lazy-with-retry';
import { NotFoundScreen } from './not-found';

/**
 * What a route shows when its loader or screen fails: not-found for a 404 (spec 1 §2), the editor
 * notice for a forbidden preview, a reload button when a code chunk failed to load (spec 2 §8),
 * otherwise a plain Dutch message. Never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  // A signed-in visitor without the editor role gets its own words, not the logged-out heading (decision 0013).
  const editorsOnly = status === 403 && isRouteErrorResponse(error) && error.data === 'editors only';
  const title = editorsOnly
    ? t('editorPages.forbidden.title')
    : status === 403
      ? t('forbidden.title')
      : t('site.error.title');
  useDocumentTitle(status === 404 ? t('notFound.title') : title, { noindex: true });
  if (status === 404) return <NotFoundScreen />;
  if (status === 403) {
    return (
      <section className="site-error">
        <h1>{title}</h1>
        <p>{editorsOnly ? t('editorPages.forbidden.text') : t('site.preview.forbidden')}</p>
      </section>
    );
  }
  if (error instanceof ChunkLoadError) {
    return (
      <section className="site-error">
        <h1>{t('site.error.title')}</h1>
        <p>{t('app.chunkFailed')}</p>
        <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
      </section>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="site-error">
      <h1>{title}</h1>
      <p>{t('site.error.text')}</p>
    </section>
  );
}
