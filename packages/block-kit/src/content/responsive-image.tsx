import type { Image } from '@dementie/cms-model';

/** Props of `ResponsiveImage`. */
export interface ResponsiveImageProps {
  image: Image;
  /**
   * The `sizes` attribute: how wide the image is shown, so the browser picks the right crop.
   * Default '(min-width: 1024px) 50vw, 100vw'.
   */
  sizes?: string;
  /**
   * Load at once (the first image of a page, likely the largest paint). Default false: images load
   * lazily, so cheap phones fetch only what is seen.
   */
  priority?: boolean;
  /** Replace the alt text; '' marks the image decorative (e.g. when a caption says it all). */
  alt?: string;
  className?: string;
}

/** `srcset` from an image's crops (spec 2 §3.2, §9): one candidate per width, the original last. */
export function imageSrcSet(image: Image): string | undefined {
  const byWidth = new Map<number, string>();
  for (const crop of image.crops) if (!byWidth.has(crop.width)) byWidth.set(crop.width, crop.url);
  if (image.width && !byWidth.has(image.width)) byWidth.set(image.width, image.url);
  if (byWidth.size === 0) return undefined;
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * An image with its crops as `srcset` and `sizes`, alt text from the CMS, intrinsic size to avoid
 * layout shift, and lazy loading except for the first image of a page.
 */
export function ResponsiveImage({
  image,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  priority = false,
  alt,
  className,
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(image);
  const ratioSource = image.crops[0]?.height ? image.crops[0] : image;
  return (
    <img
      className={['bk-image', className].filter(Boolean).join(' ')}
      src={image.crops[image.crops.length - 1]?.url ?? image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      title={image.title}
      width={ratioSource.width}
      height={ratioSource.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
