import { ResponsiveImage } from '../../content/responsive-image';
import type { BlockComponentProps } from '../renderer/registry';
import { FigureCaption } from '../shared/figure-caption';
import { sizesFor, widthClass } from '../shared/media-width';

/** image: an image at its media width, with an optional caption. */
export function ImageBlock({ block, priority }: BlockComponentProps<'image'>) {
  return (
    <figure className={`bk-block bk-figure ${widthClass(block.mediaWidth)}`}>
      <ResponsiveImage image={block.image} priority={priority} sizes={sizesFor(block.mediaWidth)} />
      <FigureCaption html={block.caption} />
    </figure>
  );
}
