import type { Image } from '@dementie/cms-model';

/** Props of the internal `KitImage`. */
export interface KitImageProps {
  image: Image;
  /** `sizes` for the srcset. Default: full width up to 1200 px. */
  sizes?: string;
  className?: string;
  /** Load eagerly (the first, visible image). Default lazy. */
  eager?: boolean;
}

/** An image with a `srcset` from the crops (spec 2 §3.2, §9). Empty alt marks it decorative. */
export function KitImage({
  image,
  sizes = '(min-width: 1200px) 1200px, 100vw',
  className,
  eager,
}: KitImageProps) {
  const crops = [...image.crops].sort((a, b) => a.width - b.width);
  const srcSet = crops.length > 0 ? crops.map((crop) => `${crop.url} ${crop.width}w`).join(', ') : undefined;
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
