import type { GridItem } from '@dementie/cms-model';
import { BlockHeading } from '../../content/heading-level';
import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { Link } from '../../primitives/link';

/** One tile of the picture grids (grid with image, the home page's grid): picture, label, title, text. */
export function GridTile({ item, priority }: { item: GridItem; priority: boolean }) {
  return (
    <li className="bk-grid__tile">
      {item.image ? (
        <ResponsiveImage
          image={item.image}
          priority={priority}
          alt=""
          className="bk-grid__image"
          crop="grid"
          sizes="(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw"
        />
      ) : null}
      <div className="bk-grid__text">
        {item.label ? <p className="bk-grid__label">{item.label}</p> : null}
        <BlockHeading sub>
          {item.link ? (
            <Link href={item.link.url} external={item.link.external} className="bk-grid__link">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </BlockHeading>
        {item.body ? <RichText html={item.body} /> : null}
      </div>
    </li>
  );
}
