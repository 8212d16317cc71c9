import type { Image } from '@dementie/cms-model';
import { type CropShape, ResponsiveImage } from '../../content/responsive-image';

/** Props of the internal `KitImage`. */
export interface KitImageProps {
  image: Image;
  /** `sizes` for the srcset. Default: full width up to 1200 px. */
  sizes?: string;
  className?: string;
  /** Load eagerly (the first, visible image). Default lazy. */
  eager?: boolean;
  /** The crop shape of this place (spec 2 §9); default the original's shape. */
  crop?: CropShape;
}

/**
 * The widgets' image: the one `ResponsiveImage`, so a widget gets crops of one shape in its `srcset`
 * and width/height of that shape (the drawn ratio is the crop's, never the HTML height stretched).
 */
export function KitImage({
  image,
  sizes = '(min-width: 1200px) 1200px, 100vw',
  className,
  eager = false,
  crop,
}: KitImageProps) {
  return (
    <ResponsiveImage
      image={image}
      sizes={sizes}
      priority={eager}
      {...(crop ? { crop } : {})}
      {...(className ? { className } : {})}
    />
  );
}
