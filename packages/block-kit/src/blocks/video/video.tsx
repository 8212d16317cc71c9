import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import { VideoPlayer } from '../../widgets/video-player';
import type { BlockComponentProps } from '../renderer/registry';

/** video: a consent-gated video (widgets' VideoPlayer), with title and caption. */
export function VideoBlock({ block }: BlockComponentProps<'video'>) {
  return (
    <figure className="bk-block bk-figure bk-video-block">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <VideoPlayer video={block.video} />
      {block.caption ? (
        <figcaption className="bk-figure__caption">
          <RichText html={block.caption} />
        </figcaption>
      ) : null}
    </figure>
  );
}
