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

type Candidate = { url: string; width: number; height?: number };

/** Aspect ratios closer than this are one crop family (rounding in crop sizes, e.g. 404x227 and 808x455). */
const SAME_RATIO = 0.02;

const ratioOf = (c: { width?: number; height?: number }) =>
  c.width && c.height ? c.width / c.height : undefined;

/**
 * The crops the browser may choose between: only those of one aspect ratio, so the picture keeps
 * its shape on every screen and the reserved space (width/height) matches what loads (issue 14: no
 * layout shift). The family is the one of the original image when its size is known, else the one of
 * the widest crop. Crops without a height are taken to be of the original's shape.
 */
export function imageCandidates(image: Image): Candidate[] {
  const all: Candidate[] = [...image.crops];
  if (image.width) all.push({ url: image.url, width: image.width, height: image.height });
  if (all.length === 0) return [];
  const widest = all.reduce((a, b) => (b.width > a.width ? b : a));
  const target = ratioOf(image) ?? ratioOf(widest);
  const family =
    target === undefined
      ? all
      : all.filter((c) => {
          const ratio = ratioOf(c);
          return ratio === undefined || Math.abs(ratio - target) / target < SAME_RATIO;
        });
  const byWidth = new Map<number, Candidate>();
  for (const c of family) if (!byWidth.has(c.width)) byWidth.set(c.width, c);
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/** `srcset` from an image's crops of one shape (spec 2 §3.2, §9): one candidate per width. */
export function imageSrcSet(image: Image): string | undefined {
  const candidates = imageCandidates(image);
  if (candidates.length === 0) return undefined;
  return candidates.map((c) => `${c.url} ${c.width}w`).join(', ');
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
  const candidates = imageCandidates(image);
  const srcSet = imageSrcSet(image);
  // The fallback for browsers without srcset, and the source of the reserved shape: the widest of the
  // family. Its width and height give the aspect ratio; CSS scales it to the column.
  const largest = candidates[candidates.length - 1];
  const shape = largest?.height ? largest : image;
  return (
    <img
      className={['bk-image', className].filter(Boolean).join(' ')}
      src={largest?.url ?? image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      title={image.title}
      width={shape.width}
      height={shape.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
