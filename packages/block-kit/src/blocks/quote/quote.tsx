import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { ImageCard } from '../../widgets/shared/image-card';
import type { BlockComponentProps } from '../renderer/registry';

/** quote: body, author, image left or right, display width, full screen. */
export function Quote({ block, priority }: BlockComponentProps<'quote'>) {
  const width = block.displayWidth === 'fullscreen' ? 'full' : String(block.displayWidth);
  return (
    <ImageCard
      as="figure"
      className={classNames(
        'bk-block',
        'bk-quote',
        `bk-quote--${block.position}`,
        `bk-quote--width-${width}`,
        block.fullScreen ? 'bk-quote--full-screen' : undefined,
      )}
      image={block.image}
      picture={{
        priority,
        className: 'bk-quote__image',
        crop: 'frame',
        sizes: '(min-width: 1024px) 300px, 40vw',
      }}
      bodyClassName="bk-quote__content"
    >
      <blockquote className="bk-quote__body">
        <RichText html={block.body} />
      </blockquote>
      {block.author ? <figcaption className="bk-quote__author">{block.author}</figcaption> : null}
    </ImageCard>
  );
}
