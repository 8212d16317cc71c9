import { type OverviewItem, type OverviewKind, totalPages } from '@dementie/api-client';
import { ButtonLink, ResponsiveImage } from '@dementie/block-kit';
import { formatNewsDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { OverviewData } from './overview-loader';
import { PageLinks } from './page-links';
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
  const keys = texts[kind];
  const title = t(keys.title);
  // Each page of the list is a page of its own for search engines: its canonical keeps `?page=`.
  const { pathname } = useLocation();
  useDocumentTitle(page > 1 ? `${title} - ${t('paginator.page', { n: page })}` : title, {
    description: t(keys.intro),
    canonicalPath: page > 1 ? `${pathname}?page=${page}` : pathname,
  });

  return (
    <div className="site-overview">
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
        <>
          <ul className="site-overview__list">
            {result.value.items.map((item) => (
              <li key={item.path}>
                <OverviewCard item={item} kind={kind} readMore={t(keys.readMore)} />
              </li>
            ))}
          </ul>
          <PageLinks page={page} total={totalPages(result.value.pagination.totalItems)} />
        </>
      )}
    </div>
  );
}

function OverviewCard({
  item,
  kind,
  readMore,
}: {
  item: OverviewItem;
  kind: OverviewKind;
  readMore: string;
}) {
  const image = item.headerImage;
  const headingId = `card-${item.path.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <article className="site-card" aria-labelledby={headingId}>
      {image ? (
        // Spec 2 §2.4/§9: the news-card crops (380/760/1140) with their own width and height.
        <ResponsiveImage
          image={image}
          crop="newsCard"
          className="site-card__image"
          sizes="(min-width: 1024px) 380px, 100vw"
        />
      ) : null}
      <div className="site-card__body">
        <h2 id={headingId} className="site-card__title">
          {item.label}
        </h2>
        {kind === 'news' && item.publicationDate ? (
          <p className="site-card__date">
            <time dateTime={item.publicationDate}>{formatNewsDate(item.publicationDate)}</time>
          </p>
        ) : null}
        {item.introduction ? <p className="site-card__intro">{item.introduction}</p> : null}
        <ButtonLink href={item.path} variant="secondary" aria-describedby={headingId}>
          {readMore}
        </ButtonLink>
      </div>
    </article>
  );
}

/** Spec 2 §9: news cards use the 380/760/1140 crops; without a matching crop the original is used. */
