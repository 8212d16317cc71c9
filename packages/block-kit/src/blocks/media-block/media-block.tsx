import type { MediaItem } from '@dementie/cms-model';
import { BlockHeading } from '../../content/heading-level';
import { MediaView } from '../../content/media-view';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';
import { FigureCaption } from '../shared/figure-caption';
import { sizesFor, widthClass } from '../shared/media-width';

function MediaFigure({ item, priority, columns }: { item: MediaItem; priority: boolean; columns: 1 | 2 }) {
  return (
    <figure className={`bk-figure ${widthClass(item.mediaWidth)}`}>
      {item.title ? <BlockHeading sub>{item.title}</BlockHeading> : null}
      <MediaView media={item.media} priority={priority} sizes={sizesFor(item.mediaWidth, columns)} />
      <FigureCaption html={item.caption} />
    </figure>
  );
}

/** media_block: media items in one or two columns. */
export function MediaBlock({ block, priority }: BlockComponentProps<'mediaBlock'>) {
  return (
    <section className={`bk-block bk-media-block bk-media-block--columns-${block.columns}`}>
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.intro ? <RichText html={block.intro} /> : null}
      <div className="bk-media-block__grid">
        {block.items.map((item, index) => (
          <MediaFigure
            key={item.media.type === 'image' ? item.media.image.url : item.media.video.iframeUrl}
            item={item}
            priority={priority && index === 0}
            columns={block.columns}
          />
        ))}
      </div>
    </section>
  );
}
