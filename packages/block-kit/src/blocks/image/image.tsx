import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';
import { sizesFor, widthClass } from '../shared/media-width';

/** image: an image at its media width, with an optional caption. */
export function ImageBlock({ block, priority }: BlockComponentProps<'image'>) {
  return (
    <figure className={`bk-block bk-figure ${widthClass(block.mediaWidth)}`}>
      <ResponsiveImage image={block.image} priority={priority} sizes={sizesFor(block.mediaWidth)} />
      {block.caption ? (
        <figcaption className="bk-figure__caption">
          <RichText html={block.caption} />
        </figcaption>
      ) : null}
    </figure>
  );
}
