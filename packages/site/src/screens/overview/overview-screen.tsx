import { type OverviewKind, totalPages } from '@dementie/api-client';
import { Island } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SITE_ISLANDS } from '../../islands/site-islands';
import { useSiteServices } from '../../services/site-services';
import { OverviewList, type OverviewListProps } from './overview-list';
import type { OverviewData } from './overview-loader';
import { PageHeadLinks } from './page-links';
import { Petal } from './petal';

const texts = {
  news: { title: 'overview.news.title', intro: 'overview.news.intro', readMore: 'overview.news.readMore' },
  organisations: {
    title: 'overview.organisations.title',
    intro: 'overview.organisations.intro',
    readMore: 'overview.organisations.readMore',
  },
  stories: {
    title: 'overview.stories.title',
    intro: 'overview.stories.intro',
    readMore: 'overview.stories.readMore',
  },
} as const satisfies Record<OverviewKind, unknown>;

/** Spec 2 §2.4: header (breadcrumb 'Home', title, intro, petal) and a paged list of cards. */
export function OverviewScreen() {
  const { kind, page, result } = useLoaderData() as OverviewData;
  const t = useT();
  const { brand } = useSiteServices();
  const keys = texts[kind];
  const title = t(keys.title);
  // Each page of the list is a page of its own for search engines: its canonical keeps `?page=`.
  const { pathname, search } = useLocation();
  useDocumentTitle(page > 1 ? `${title} - ${t('paginator.page', { n: page })}` : title, {
    description: t(keys.intro),
    canonicalPath: page > 1 ? `${pathname}?page=${page}` : pathname,
  });

  const total = result.kind === 'loaded' ? totalPages(result.value.pagination.totalItems) : 0;
  return (
    <div className="site-overview">
      <PageHeadLinks path={`${pathname}${search}`} page={page} total={total} />
      <header className="site-overview__header">
        <nav aria-label={t('site.breadcrumb')} className="site-breadcrumb">
          <ol>
            <li>
              <Link to="/">{t('common.home')}</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <div className="site-overview__heading">
          <div>
            <h1>{title}</h1>
            <p className="site-overview__intro">{t(keys.intro)}</p>
          </div>
          <Petal className="site-overview__petal" />
        </div>
      </header>
      {result.kind !== 'loaded' ? (
        <p role="alert" className="site-overview__failed">
          {t('overview.failed')}
        </p>
      ) : result.value.items.length === 0 ? (
        <p>{t('overview.empty')}</p>
      ) : (
        <OverviewListIsland
          // A new address (a page link, the menu) starts the list anew from the loader's page.
          key={`${kind}-${page}`}
          kind={kind}
          page={page}
          items={result.value.items}
          total={totalPages(result.value.pagination.totalItems)}
          readMore={t(keys.readMore)}
          paging={brand.overviewPaging?.[kind] ?? 'button'}
          path={`${pathname}${search}`}
        />
      )}
    </div>
  );
}

/** The list of an overview: on a document page an island, taken over when it comes into view. */
function OverviewListIsland(props: OverviewListProps) {
  return (
    <Island name={SITE_ISLANDS.overviewList} props={props}>
      <OverviewList {...props} />
    </Island>
  );
}
