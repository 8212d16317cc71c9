import type { GridItem } from '@dementie/cms-model';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import { Link } from '../../primitives/link';
import { cardTargetLink, ImageCard } from '../../widgets/shared/image-card';

/** One tile of the picture grids (grid with image, the home page's grid): picture, label, title, text. */
export function GridTile({ item, priority }: { item: GridItem; priority: boolean }) {
  return (
    <ImageCard
      as="li"
      className="bk-grid__tile"
      image={item.image}
      picture={{
        priority,
        alt: '',
        className: 'bk-grid__image',
        crop: 'grid',
        sizes: '(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw',
      }}
      bodyClassName="bk-grid__text"
      oneTarget={Boolean(item.link)}
    >
      {item.label ? <p className="bk-grid__label">{item.label}</p> : null}
      <BlockHeading sub>
        {item.link ? (
          <Link
            href={item.link.url}
            external={item.link.external}
            className={`bk-grid__link ${cardTargetLink}`}
          >
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </BlockHeading>
      {item.body ? <RichText html={item.body} /> : null}
    </ImageCard>
  );
}
