import { BlockHeading } from '../../content/heading-level';
import { VideoPlayer } from '../../widgets/video-player';
import type { BlockComponentProps } from '../renderer/registry';
import { FigureCaption } from '../shared/figure-caption';

/** video: a consent-gated video (widgets' VideoPlayer), with title and caption. */
export function VideoBlock({ block }: BlockComponentProps<'video'>) {
  return (
    <figure className="bk-block bk-figure bk-video-block">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <VideoPlayer video={block.video} />
      <FigureCaption html={block.caption} />
    </figure>
  );
}
