import { useT } from '@dementie/i18n-catalogues/react';

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

/** The address of page `n` of the list at `path` (`?page=`, none for the first page). */
export function pageHref(path: string, n: number): string {
  const [pathname = '', query = ''] = path.split('?');
  const search = new URLSearchParams(query);
  if (n === 1) search.delete('page');
  else search.set('page', String(n));
  const rest = search.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/**
 * The list's own `prev`/`next` links for the document head (React hoists them), for the page of the
 * address; the screen renders them, outside the list's island (decision 0069).
 */
export function PageHeadLinks({ path, page, total }: { path: string; page: number; total: number }) {
  if (total <= 1) return null;
  return (
    <>
      {page > 1 ? <link rel="prev" href={pageHref(path, page - 1)} /> : null}
      {page < total ? <link rel="next" href={pageHref(path, page + 1)} /> : null}
    </>
  );
}

/**
 * Paging by `?page=` links, so every page has its own address, works without JavaScript and can be
 * rendered on the server. After 'Meer laden' the list shows pages `from` to `page`: 'Vorige pagina'
 * leads before the first of them and 'Volgende pagina' after the last, and the last one is marked as
 * the current page. Plain links: a page of the list is a page load (decision 0069).
 */
export function PageLinks({
  path,
  from,
  page,
  total,
}: {
  /** The list's address (`pathname` and query) the links change `page` of. */
  path: string;
  from?: number;
  page: number;
  total: number;
}) {
  const t = useT();
  if (total <= 1) return null;
  const first = Math.min(from ?? page, page);
  const href = (n: number) => pageHref(path, n);
  return (
    <nav className="site-pages" aria-label={t('paginator.label')}>
      <p className="site-pages__status">
        {first === page
          ? t('overview.pageOf', { n: page, total })
          : t('overview.pagesOf', { from: first, to: page, total })}
      </p>
      <ul className="site-pages__list">
        {first > 1 ? (
          <li>
            <a className="site-pages__step" href={href(first - 1)}>
              {t('overview.previousPage')}
            </a>
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
                <a className="site-pages__page" href={href(n)} aria-label={t('paginator.page', { n })}>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < total ? (
          <li>
            <a className="site-pages__step" href={href(page + 1)}>
              {t('overview.nextPage')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
