import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Button } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { Loader } from '../../primitives/loader';
import { DEFAULT_SIBLINGS, defaultPageHref, pageWindow, relLinks } from './page-window';

/** The loading state of the page being fetched (spec 2 §4 async data). */
export type PaginatorStatus = 'idle' | 'loading' | 'failed';

/** Props of `Paginator`. */
export interface PaginatorProps {
  /** The current page, 1-based. */
  currentPage: number;
  /** The number of pages. */
  totalPages: number;
  /**
   * `buttons`: page numbers; choosing one replaces the items. `infinite`: the next page is asked for
   * when the sentinel becomes visible, and appended (spec 2 §2.8). Default `buttons`.
   */
  mode?: 'buttons' | 'infinite';
  /** Asked to show a page (buttons mode) or to append the next one (infinite mode). */
  onPageChange: (page: number) => void;
  /** Pages either side of the current one. Default 2. */
  siblings?: number;
  /** Makes the page numbers real links (so they work without script and for search engines). */
  hrefForPage?: (page: number) => string;
  /** Loading state of the requested page; `failed` shows the failure text and a retry button. */
  status?: PaginatorStatus;
  /** Retry after a failure. Default: ask for the page again. */
  onRetry?: () => void;
  className?: string;
}

/** Page navigation for overviews and search (spec 2 §2.8). */
export function Paginator({
  currentPage,
  totalPages,
  mode = 'buttons',
  onPageChange,
  siblings = DEFAULT_SIBLINGS,
  hrefForPage,
  status = 'idle',
  onRetry,
  className,
}: PaginatorProps) {
  const t = useT();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ currentPage, totalPages, status, onPageChange });
  latest.current = { currentPage, totalPages, status, onPageChange };
  const hasMore = currentPage < totalPages;

  useEffect(() => {
    if (mode !== 'infinite' || !hasMore) return;
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const now = latest.current;
      if (
        entries.some((entry) => entry.isIntersecting) &&
        now.status === 'idle' &&
        now.currentPage < now.totalPages
      ) {
        now.onPageChange(now.currentPage + 1);
      }
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [mode, hasMore]);

  const failure =
    status === 'failed' ? (
      <div className="bk-paginator__failure" role="alert">
        <p>{t('paginator.failed')}</p>
        <Button
          variant="secondary"
          onClick={onRetry ?? (() => onPageChange(mode === 'infinite' ? currentPage + 1 : currentPage))}
        >
          {t('common.tryAgain')}
        </Button>
      </div>
    ) : null;

  if (mode === 'infinite') {
    return (
      <div className={classNames('bk-paginator', 'bk-paginator--infinite', className)}>
        {status === 'loading' ? <Loader /> : null}
        {failure}
        {hasMore && status === 'idle' ? (
          <>
            <div ref={sentinelRef} className="bk-paginator__sentinel" aria-hidden="true" />
            {/* Keyboard and screen-reader users need not scroll to the sentinel. */}
            <Button variant="secondary" onClick={() => onPageChange(currentPage + 1)}>
              {t('paginator.loadMore')}
            </Button>
          </>
        ) : null}
      </div>
    );
  }

  if (totalPages <= 1) return failure;
  // 'Previous' and 'Next': the neighbouring page, disabled at either end.
  const step = (page: number, disabled: boolean, label: string) => (
    <li>
      <PageControl
        page={page}
        disabled={disabled}
        hrefForPage={hrefForPage}
        onPageChange={onPageChange}
        className="bk-paginator__step"
      >
        {label}
      </PageControl>
    </li>
  );
  return (
    <nav className={classNames('bk-paginator', className)} aria-label={t('paginator.label')}>
      <ul className="bk-paginator__list">
        {step(currentPage - 1, currentPage <= 1, t('common.previous'))}
        {pageWindow(currentPage, totalPages, siblings).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} className="bk-paginator__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <PageControl
                page={entry.page}
                current={entry.page === currentPage}
                hrefForPage={hrefForPage}
                onPageChange={onPageChange}
                label={
                  entry.page === currentPage
                    ? t('paginator.currentPage', { n: entry.page })
                    : t('paginator.page', { n: entry.page })
                }
              >
                {entry.page}
              </PageControl>
            </li>
          ),
        )}
        {step(currentPage + 1, currentPage >= totalPages, t('common.next'))}
      </ul>
      {status === 'loading' ? <Loader inline /> : null}
      {failure}
    </nav>
  );
}

function PageControl({
  page,
  current,
  disabled,
  hrefForPage,
  onPageChange,
  label,
  className,
  children,
}: {
  page: number;
  current?: boolean;
  disabled?: boolean;
  hrefForPage: ((page: number) => string) | undefined;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const classes = classNames(
    'bk-paginator__page',
    current ? 'bk-paginator__page--current' : undefined,
    className,
  );
  if (disabled) {
    return (
      <span className={`${classes} bk-paginator__page--disabled`} aria-disabled="true">
        {children}
      </span>
    );
  }
  if (hrefForPage) {
    return (
      <a
        className={classes}
        href={hrefForPage(page)}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onPageChange(page);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={() => onPageChange(page)}
    >
      {children}
    </button>
  );
}

/** Props of `PaginationHeadLinks`. */
export interface PaginationHeadLinksProps {
  currentPage: number;
  totalPages: number;
  /** Address of a page. Default `?page=N`. */
  hrefForPage?: (page: number) => string;
}

/**
 * `<link rel="prev">` / `<link rel="next">` for the current page (spec 2 §2.8). React 19 hoists
 * these into the document head, on the server too; `relLinks()` gives the same data for a site that
 * writes its head itself.
 */
export function PaginationHeadLinks({
  currentPage,
  totalPages,
  hrefForPage = defaultPageHref,
}: PaginationHeadLinksProps) {
  const links = relLinks(currentPage, totalPages, hrefForPage);
  return (
    <>
      {links.prev ? <link rel="prev" href={links.prev} /> : null}
      {links.next ? <link rel="next" href={links.next} /> : null}
    </>
  );
}
