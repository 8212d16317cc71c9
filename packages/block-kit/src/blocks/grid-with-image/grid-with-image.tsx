import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';
import { ButtonAction } from '../shared/button-action';
import { GridTile } from '../shared/grid-tile';

/** grid_with_image: title, text, a grid of tiles and a link. */
export function GridWithImage({ block, priority }: BlockComponentProps<'gridWithImage'>) {
  return (
    <section
      className={['bk-block', 'bk-grid', block.color ? `bk-grid--color-${block.color}` : ''].join(' ')}
    >
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.body ? <RichText html={block.body} /> : null}
      <ul className="bk-grid__tiles">
        {block.items.map((item, index) => (
          <GridTile key={item.title} item={item} priority={priority && index === 0} />
        ))}
      </ul>
      <ButtonAction link={block.link} />
    </section>
  );
}
