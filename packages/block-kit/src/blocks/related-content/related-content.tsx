import type { OverviewItem, RelatedContentType } from '@dementie/cms-model';
import { formatNewsDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { BlockHeading } from '../../content/heading-level';
import { Link } from '../../primitives/link';
import { Loader } from '../../primitives/loader';
import { cardTargetLink, ImageCard } from '../../widgets/shared/image-card';
import { useAsyncLoad, useBlockData } from '../renderer/block-data';
import type { BlockComponentProps } from '../renderer/registry';

/** How many of the latest news the homepage shows. */
export const LATEST_NEWS_COUNT = 3;

const labels = {
  news: {
    readMore: 'overview.news.readMore',
    more: 'overview.news.allLink',
    path: '/nieuws',
    title: 'overview.news.title',
  },
  organisations: {
    readMore: 'overview.organisations.readMore',
    more: 'overview.organisations.moreLink',
    path: '/organisaties',
    title: 'overview.organisations.title',
  },
  stories: {
    readMore: 'overview.stories.readMore',
    more: 'overview.stories.moreLink',
    path: '/ervaringen',
    title: 'overview.stories.title',
  },
} as const;

/** One overview card (spec 2 §2.4): image (380/760/1140), date for news, title, intro, read-more link. */
export function OverviewCard({ item, contentType }: { item: OverviewItem; contentType: RelatedContentType }) {
  const t = useT();
  return (
    <ImageCard
      as="li"
      className="bk-overview-card"
      image={item.headerImage}
      picture={{
        alt: '',
        className: 'bk-overview-card__image',
        crop: 'newsCard',
        sizes: '(min-width: 1024px) 380px, 100vw',
      }}
      bodyClassName="bk-overview-card__text"
      oneTarget
    >
      <BlockHeading sub>{item.label}</BlockHeading>
      {contentType === 'news' && item.publicationDate ? (
        <p className="bk-overview-card__date">
          <time dateTime={item.publicationDate}>{formatNewsDate(item.publicationDate)}</time>
        </p>
      ) : null}
      {item.introduction ? <p>{item.introduction}</p> : null}
      <Link href={item.path} className={`bk-overview-card__link ${cardTargetLink}`}>
        {t(labels[contentType].readMore)}
        <span className="bk-visually-hidden">: {item.label}</span>
      </Link>
    </ImageCard>
  );
}

function RelatedList({
  items,
  contentType,
}: {
  items: readonly OverviewItem[];
  contentType: RelatedContentType;
}) {
  return (
    <ul className="bk-overview-cards">
      {items.map((item) => (
        <OverviewCard key={item.path} item={item} contentType={contentType} />
      ))}
    </ul>
  );
}

/** The block's frame: heading (its own title or its overview's), content, and the overview link. */
function RelatedSection({
  block,
  children,
}: Pick<BlockComponentProps<'relatedContent'>, 'block'> & { children: ReactNode }) {
  const t = useT();
  const { more, path, title } = labels[block.contentType];
  return (
    <section className={`bk-block bk-related bk-related--${block.contentType}`}>
      {/* Without its own title the block is named after its overview, so the cards' headings
          always sit one level below a heading (WCAG 1.3.1, axe heading-order). */}
      <BlockHeading>{block.title || t(title)}</BlockHeading>
      {children}
      <p className="bk-related__more">
        <Link href={path}>{t(more)}</Link>
      </p>
    </section>
  );
}

/**
 * homepage_last_news: the latest news the site loaded with the page (in a document's HTML), else
 * loaded here: the loader while loading, the failure text on failure, nothing when empty.
 */
function LatestNews({ block }: Pick<BlockComponentProps<'relatedContent'>, 'block'>) {
  const t = useT();
  const { loadLatestNews } = useBlockData();
  const withPage = block.items.length > 0;
  const result = useAsyncLoad(withPage ? undefined : loadLatestNews);
  if (withPage) {
    return (
      <RelatedSection block={block}>
        <RelatedList items={block.items.slice(0, LATEST_NEWS_COUNT)} contentType="news" />
      </RelatedSection>
    );
  }
  if (!loadLatestNews) return null;
  if (result.kind === 'loading' || result.kind === 'unloaded') {
    return (
      <RelatedSection block={block}>
        <Loader />
      </RelatedSection>
    );
  }
  if (result.kind !== 'loaded') {
    return (
      <RelatedSection block={block}>
        <p role="alert">{t('overview.failed')}</p>
      </RelatedSection>
    );
  }
  const items = result.value.slice(0, LATEST_NEWS_COUNT);
  if (items.length === 0) return null;
  return (
    <RelatedSection block={block}>
      <RelatedList items={items} contentType="news" />
    </RelatedSection>
  );
}

/**
 * related_news, related_organization, related_stories and homepage_last_news: cards with the fixed
 * labels of spec 2 §2.4 and a link to the overview ('Bekijk het nieuwsoverzicht', 'Meer
 * organisaties', 'Meer ervaringsverhalen'). The latest news loads through the block data.
 * With nothing to show the block renders nothing at all: a heading and a 'Meer...' link above an
 * empty space only puzzle the reader (a loader still shows while loading, the failure text on failure).
 */
export function RelatedContent({ block }: BlockComponentProps<'relatedContent'>) {
  if (block.latest) return <LatestNews block={block} />;
  if (block.items.length === 0) return null;
  return (
    <RelatedSection block={block}>
      <RelatedList items={block.items} contentType={block.contentType} />
    </RelatedSection>
  );
}
