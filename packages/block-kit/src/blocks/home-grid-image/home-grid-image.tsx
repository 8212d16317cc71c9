import { BlockHeading } from '../../content/heading-level';
import type { BlockComponentProps } from '../renderer/registry';
import { GridTile } from '../shared/grid-tile';

/** home_grid_image: the image tiles of the home page; each tile is one link. */
export function HomeGridImage({ block, priority }: BlockComponentProps<'homeGridImage'>) {
  return (
    <section className="bk-block bk-grid bk-grid--home">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <ul className="bk-grid__tiles">
        {block.items.map((item, index) => (
          <GridTile key={item.title} item={item} priority={priority && index === 0} />
        ))}
      </ul>
    </section>
  );
}
