import type { MediaItem } from '@dementie/cms-model';
import { ResponsiveImage, type ResponsiveImageProps } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { VideoPlayer } from '../video-player/video-player';

/**
 * A media item as a figure: the image, or the consent-gated video, with the item's title and
 * caption below; no caption element when it has neither. Used by the media columns and the
 * gallery's lightbox, each with its own classes.
 */
export function CaptionedMedia({
  item,
  className,
  picture,
  captionClassName,
}: {
  item: MediaItem;
  className: string;
  /** How an image shows: its class, `sizes` and priority. */
  picture: Omit<ResponsiveImageProps, 'image'>;
  captionClassName: string;
}) {
  return (
    <figure className={className}>
      {item.media.type === 'image' ? (
        <ResponsiveImage image={item.media.image} {...picture} />
      ) : (
        <VideoPlayer video={item.media.video} />
      )}
      {item.caption || item.title ? (
        <figcaption className={captionClassName}>
          {item.title ? <strong>{item.title}</strong> : null}
          {item.caption ? <RichText html={item.caption} /> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
