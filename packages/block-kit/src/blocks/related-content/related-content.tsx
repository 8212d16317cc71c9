import type { OverviewItem, RelatedContentType } from '@dementie/cms-model';
import { formatNewsDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading } from '../../content/heading-level';
import { ResponsiveImage } from '../../content/responsive-image';
import { Link } from '../../primitives/link';
import { Loader } from '../../primitives/loader';
import { useAsyncLoad, useBlockData } from '../renderer/block-data';
import type { BlockComponentProps } from '../renderer/registry';

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
    <li className="bk-overview-card">
      {item.headerImage ? (
        <ResponsiveImage
          image={item.headerImage}
          alt=""
          className="bk-overview-card__image"
          sizes="(min-width: 1024px) 380px, 100vw"
        />
      ) : null}
      <div className="bk-overview-card__text">
        <BlockHeading sub>{item.label}</BlockHeading>
        {contentType === 'news' && item.publicationDate ? (
          <p className="bk-overview-card__date">
            <time dateTime={item.publicationDate}>{formatNewsDate(item.publicationDate)}</time>
          </p>
        ) : null}
        {item.introduction ? <p>{item.introduction}</p> : null}
        <Link href={item.path} className="bk-overview-card__link">
          {t(labels[contentType].readMore)}
          <span className="bk-visually-hidden">: {item.label}</span>
        </Link>
      </div>
    </li>
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

function LatestNews() {
  const t = useT();
  const { loadLatestNews } = useBlockData();
  const result = useAsyncLoad(loadLatestNews);
  if (!loadLatestNews) return null;
  if (result.kind === 'loaded') return <RelatedList items={result.value.slice(0, 3)} contentType="news" />;
  if (result.kind === 'loading' || result.kind === 'unloaded') return <Loader />;
  return <p role="alert">{t('overview.failed')}</p>;
}

/**
 * related_news, related_organization, related_stories and homepage_last_news: cards with the fixed
 * labels of spec 2 §2.4 and a link to the overview ('Bekijk het nieuwsoverzicht', 'Meer
 * organisaties', 'Meer ervaringsverhalen'). The latest news loads through the block data.
 */
export function RelatedContent({ block }: BlockComponentProps<'relatedContent'>) {
  const t = useT();
  const { more, path, title } = labels[block.contentType];
  return (
    <section className={`bk-block bk-related bk-related--${block.contentType}`}>
      {/* Without its own title the block is named after its overview, so the cards' headings
          always sit one level below a heading (WCAG 1.3.1, axe heading-order). */}
      <BlockHeading>{block.title || t(title)}</BlockHeading>
      {block.latest ? <LatestNews /> : <RelatedList items={block.items} contentType={block.contentType} />}
      <p className="bk-related__more">
        <Link href={path}>{t(more)}</Link>
      </p>
    </section>
  );
}
