import type { OverviewItem, OverviewKind } from '@dementie/api-client';
import { Button, ButtonLink, ResponsiveImage } from '@dementie/block-kit';
import { formatNewsDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useSiteServices } from '../../services/site-services';
import { PageLinks } from './page-links';

// Apart from the screen (overview-screen.tsx), which needs the router: on a document page the list is an
// island, and an island loads no router (decision 0069).

const loadedMore = {
  news: 'overview.news.loadedMore',
  organisations: 'overview.organisations.loadedMore',
  stories: 'overview.stories.loadedMore',
} as const satisfies Record<OverviewKind, string>;

type LoadState = 'idle' | 'loading' | 'failed';

/** Props of the list: plain data, as an island's props are (decision 0069). */
export interface OverviewListProps {
  readonly kind: OverviewKind;
  readonly page: number;
  readonly items: readonly OverviewItem[];
  readonly total: number;
  readonly readMore: string;
  /** The list's address, for its page links. */
  readonly path: string;
  /**
   * How more than the first page comes (the brand's choice, @dementie/brands `OverviewPaging`):
   * `button` ('Meer laden') or `infinite` (also on scroll). Default `button`.
   */
  readonly paging?: 'button' | 'infinite';
}

/**
 * The cards and the paging. Without scripts the `?page=` links page through the list (rendered on
 * the server, prev/next in the head). With scripts 'Meer laden' also appears: it puts the next page
 * under the cards already shown (spec 2 §2.8 paging, appended), moves the focus to the first new
 * card and says in a polite live region what was added. In `infinite` mode the next page also comes
 * by itself when the end of the list scrolls into view (spec 2 §2.8 infinite mode), without moving the
 * focus; it waits while the focus is past the list ('Meer laden', the page links, the footer), so a
 * keyboard user who tabs on is never pulled back into more cards and always reaches the footer.
 */
export function OverviewList({
  kind,
  page,
  items: firstItems,
  total,
  readMore,
  path,
  paging = 'button',
}: OverviewListProps) {
  const t = useT();
  const { api } = useSiteServices();
  const [scripted, setScripted] = useState(false);
  const [items, setItems] = useState(firstItems);
  const [lastPage, setLastPage] = useState(page);
  const [state, setState] = useState<LoadState>('idle');
  const [message, setMessage] = useState('');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusRef = useRef<HTMLHeadingElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);

  // The button is only offered once the scripts run: without them it could do nothing.
  useEffect(() => setScripted(true), []);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (focusIndex !== null) focusRef.current?.focus();
  }, [focusIndex]);

  const loadMore = async (moveFocus = true) => {
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
    setFocusIndex(moveFocus ? items.length : null);
    setItems([...items, ...added]);
    setLastPage(next);
    setState('idle');
    const end = next >= total ? ` ${t('overview.endOfList')}` : '';
    setMessage(`${t(loadedMore[kind], { n: added.length, page: next, total })}${end}`);
  };

  const loadOnScroll = useRef(loadMore);
  loadOnScroll.current = loadMore;
  // Infinite mode: a new observer for every page shown, so a sentinel that is still in view after a
  // page was added asks for the next one at once.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (paging !== 'infinite' || !scripted || state !== 'idle' || lastPage >= total || !sentinel) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const focused = sentinel.ownerDocument.activeElement;
        // The focus is past the list: the visitor is on the way to the footer; 'Meer laden' is there.
        if (focused && sentinel.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) return;
        void loadOnScroll.current(false);
        // A little before the end comes into view, so the cards are there when the visitor gets there.
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [paging, scripted, state, lastPage, total]);

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
      {paging === 'infinite' ? (
        <div ref={sentinelRef} className="site-overview__sentinel" aria-hidden="true" />
      ) : null}
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
            onClick={() => void loadMore()}
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
      <PageLinks path={path} from={page} page={lastPage} total={total} />
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
