import type { LatestNewsGridBlock } from '@dementie/cms-model';
import { formatNewsDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { Link } from '../../primitives/link';
import { ImageCard } from '../shared/image-card';
import { ListSection } from '../shared/list-section';

/** Props of `LatestNewsGrid`: the `latestNewsGrid` block's data. */
export type LatestNewsGridProps = Omit<LatestNewsGridBlock, 'kind' | 'id'> & {
  /** The news overview. Default '/nieuws' (spec 3 §2). */
  allNewsHref?: string;
  className?: string;
};

/** The latest news with the first item highlighted; link label from the catalogue (spec 3 §2). */
export function LatestNewsGrid({ title, items, allNewsHref = '/nieuws', className }: LatestNewsGridProps) {
  const t = useT();
  return (
    <ListSection
      name="bk-news-grid"
      className={className}
      title={title ?? t('overview.news.title')}
      items={items}
      after={
        <p className="bk-news-grid__all">
          <Link href={allNewsHref}>{t('overview.news.allLink')}</Link>
        </p>
      }
    >
      {(item, index) => (
        <li
          key={item.path}
          className={index === 0 ? 'bk-news-grid__item bk-news-grid__item--highlight' : 'bk-news-grid__item'}
        >
          <ImageCard
            className="bk-card"
            image={item.headerImage}
            picture={{
              className: 'bk-card__image',
              crop: 'newsCard',
              sizes: index === 0 ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 1024px) 33vw, 100vw',
            }}
            bodyClassName="bk-card__body"
          >
            {item.publicationDate ? (
              <p className="bk-card__labels">
                <time dateTime={item.publicationDate}>{formatNewsDate(item.publicationDate)}</time>
              </p>
            ) : null}
            <h3 className="bk-card__title">{item.label}</h3>
            <p>{item.introduction}</p>
            <Link href={item.path} aria-label={`${t('overview.news.readMore')}: ${item.label}`}>
              {t('overview.news.readMore')}
            </Link>
          </ImageCard>
        </li>
      )}
    </ListSection>
  );
}
