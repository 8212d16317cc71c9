import { BlockHeading } from '../../content/heading-level';
import { MediaView } from '../../content/media-view';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** frame (kader): a framed box with title, text and optional media. */
export function Frame({ block, priority }: BlockComponentProps<'frame'>) {
  return (
    <section className="bk-block bk-frame">
      <div className="bk-frame__text">
        {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
        {block.body ? <RichText html={block.body} /> : null}
      </div>
      {block.media ? (
        <div className="bk-frame__media">
          {/* Spec 2 §9: the frame crops, 100x100 and 200x200 (shown 100 px wide on phones, 200 px wider up). */}
          <MediaView
            media={block.media}
            priority={priority}
            crop="frame"
            sizes="(min-width: 48rem) 200px, 100px"
          />
        </div>
      ) : null}
    </section>
  );
}
