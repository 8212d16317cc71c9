import { useT } from '@dementie/i18n-catalogues/react';
import { Link, useLocation } from 'react-router-dom';

/** Spec 2 §2.8: the paginator shows 2 pages either side of the current page by default. */
export const PAGES_EITHER_SIDE = 2;

/** The page numbers to show around `page`, always including the first and last, with gaps as null. */
export function visiblePages(page: number, total: number, around = PAGES_EITHER_SIDE): (number | null)[] {
  const pages: (number | null)[] = [];
  const from = Math.max(1, page - around);
  const to = Math.min(total, page + around);
  if (from > 1) pages.push(1);
  if (from > 2) pages.push(null);
  for (let n = from; n <= to; n += 1) pages.push(n);
  if (to < total - 1) pages.push(null);
  if (to < total) pages.push(total);
  return pages;
}

/**
 * Paging by `?page=` links, so every page has its own address, works without JavaScript and can be
 * rendered on the server; prev/next `<link>` tags go to the document head (React hoists them).
 * After 'Meer laden' the list shows pages `from` to `page`: 'Vorige pagina' leads before the first
 * of them and 'Volgende pagina' after the last, and the last one is marked as the current page.
 */
export function PageLinks({ from, page, total }: { from?: number; page: number; total: number }) {
  const t = useT();
  const location = useLocation();
  if (total <= 1) return null;
  const first = Math.min(from ?? page, page);
  const href = (n: number) => {
    const search = new URLSearchParams(location.search);
    if (n === 1) search.delete('page');
    else search.set('page', String(n));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className="site-pages" aria-label={t('paginator.label')}>
      {first > 1 ? <link rel="prev" href={href(first - 1)} /> : null}
      {page < total ? <link rel="next" href={href(page + 1)} /> : null}
      <p className="site-pages__status">
        {first === page
          ? t('overview.pageOf', { n: page, total })
          : t('overview.pagesOf', { from: first, to: page, total })}
      </p>
      <ul className="site-pages__list">
        {first > 1 ? (
          <li>
            <Link className="site-pages__step" to={href(first - 1)}>
              {t('overview.previousPage')}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, total).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="site-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="site-pages__page" aria-current="page">
                  <span aria-hidden="true">{n}</span>
                  <span className="site-visually-hidden">{t('paginator.currentPage', { n })}</span>
                </span>
              ) : (
                <Link className="site-pages__page" to={href(n)} aria-label={t('paginator.page', { n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < total ? (
          <li>
            <Link className="site-pages__step" to={href(page + 1)}>
              {t('overview.nextPage')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
