import type { VisualMedia } from '@dementie/cms-model';
import { VideoPlayer } from '../widgets/video-player';
import { type CropShape, ResponsiveImage } from './responsive-image';

/** Props of `MediaView`. */
export interface MediaViewProps {
  media: VisualMedia;
  /** `sizes` for an image. */
  sizes?: string;
  /** Load an image at once (the first of a page). Default false. */
  priority?: boolean;
  /** The crop shape of an image here (spec 2 §9); default the original's shape. */
  crop?: CropShape;
  className?: string;
}

/** An image (with crops) or a consent-gated video (spec 2 §2.8, spec 3 §4). */
export function MediaView({ media, sizes, priority, crop, className }: MediaViewProps) {
  if (media.type === 'image') {
    return (
      <ResponsiveImage
        image={media.image}
        sizes={sizes}
        priority={priority}
        crop={crop}
        className={className}
      />
    );
  }
  return <VideoPlayer video={media.video} className={className} />;
}
