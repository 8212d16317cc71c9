import { type OverviewItem, type OverviewKind, totalPages } from '@dementie/api-client';
import { Button, ButtonLink, ResponsiveImage } from '@dementie/block-kit';
import { formatNewsDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSiteServices } from '../../services/site-services';
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

const loadedMore = {
  news: 'overview.news.loadedMore',
  organisations: 'overview.organisations.loadedMore',
  stories: 'overview.stories.loadedMore',
} as const satisfies Record<OverviewKind, string>;

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
        <OverviewList
          // A new address (a page link, the menu) starts the list anew from the loader's page.
          key={`${kind}-${page}`}
          kind={kind}
          page={page}
          items={result.value.items}
          total={totalPages(result.value.pagination.totalItems)}
          readMore={t(keys.readMore)}
        />
      )}
    </div>
  );
}

type LoadState = 'idle' | 'loading' | 'failed';

/**
 * The cards and the paging. Without scripts the `?page=` links page through the list (rendered on
 * the server, prev/next in the head). With scripts 'Meer laden' also appears: it puts the next page
 * under the cards already shown (spec 2 §2.8 paging, appended), moves the focus to the first new
 * card and says in a polite live region what was added. Nothing loads by itself: the visitor decides
 * when, so there is no time pressure and no jumping page.
 */
function OverviewList({
  kind,
  page,
  items: firstItems,
  total,
  readMore,
}: {
  kind: OverviewKind;
  page: number;
  items: readonly OverviewItem[];
  total: number;
  readMore: string;
}) {
  const t = useT();
  const { api } = useSiteServices();
  const [scripted, setScripted] = useState(false);
  const [items, setItems] = useState(firstItems);
  const [lastPage, setLastPage] = useState(page);
  const [state, setState] = useState<LoadState>('idle');
  const [message, setMessage] = useState('');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusRef = useRef<HTMLHeadingElement>(null);
  const controller = useRef<AbortController | null>(null);

  // The button is only offered once the scripts run: without them it could do nothing.
  useEffect(() => setScripted(true), []);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (focusIndex !== null) focusRef.current?.focus();
  }, [focusIndex]);

  const loadMore = async () => {
    if (state === 'loading' || lastPage >= total) return;
    const next = lastPage + 1;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState('loading');
    setMessage('');
    const result = await api.overview(kind, next, { signal: abort.signal });
    if (abort.signal.aborted) return;
    if (result.kind !== 'loaded' || result.value.items.length === 0) {
      setState('failed');
      return;
    }
    const added = result.value.items;
    setFocusIndex(items.length);
    setItems([...items, ...added]);
    setLastPage(next);
    setState('idle');
    const end = next >= total ? ` ${t('overview.endOfList')}` : '';
    setMessage(`${t(loadedMore[kind], { n: added.length, page: next, total })}${end}`);
  };

  return (
    <>
      <ul className="site-overview__list">
        {items.map((item, index) => (
          <li key={item.path}>
            <OverviewCard
              item={item}
              kind={kind}
              readMore={readMore}
              headingRef={index === focusIndex ? focusRef : undefined}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="site-visually-hidden">
        {message}
      </p>
      {scripted && lastPage < total ? (
        <div className="site-overview__more">
          {state === 'failed' ? (
            <p role="alert" className="site-overview__more-failed">
              {t('paginator.failed')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={loadMore}
            aria-disabled={state === 'loading' ? true : undefined}
            aria-describedby={state === 'loading' ? 'site-overview-loading' : undefined}
          >
            {state === 'failed' ? t('common.tryAgain') : t('overview.loadMore')}
          </Button>
          {state === 'loading' ? (
            <p id="site-overview-loading" className="site-overview__loading">
              {t('common.loading')}
            </p>
          ) : null}
        </div>
      ) : null}
      <PageLinks from={page} page={lastPage} total={total} />
    </>
  );
}

function OverviewCard({
  item,
  kind,
  readMore,
  headingRef,
}: {
  item: OverviewItem;
  kind: OverviewKind;
  readMore: string;
  /** The first card 'Meer laden' added: it takes the focus (through its heading). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
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
        <h2
          id={headingId}
          className="site-card__title"
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
        >
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
