import { pictureCrops } from '@dementie/api-client';
import type { Image } from '@dementie/cms-model';
import { classNames } from '../primitives/class-names';

/** `sizes` of an image as wide as the page's content column at most (1200 px). */
export const FULL_WIDTH_SIZES = '(min-width: 1200px) 1200px, 100vw';

/** Props of `ResponsiveImage`. */
export interface ResponsiveImageProps {
  /** The picture; none (a CMS field left empty), no image element at all. */
  image: Image | null | undefined;
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
  /**
   * The crop shape this place shows (spec 2 §9), e.g. 'frame' for the frame block's 100/200 squares
   * or 'grid' for the 350/700/1400 grid tiles. Used when the image has crops of that shape; otherwise
   * the original's shape. Default: the original's shape. The width/height attributes follow the
   * chosen crops, so the reserved space has the shape that loads.
   */
  crop?: CropShape;
  /**
   * When the image has no crops of the `crop` shape, cut it to that shape in the browser (object-fit
   * cover around its middle) instead of showing the original's shape: for places where pictures of one
   * row must share a shape (the portraits). Default false.
   */
  cutToCrop?: boolean;
  className?: string;
}

/**
 * The crop shapes of spec 2 §9 by their aspect ratio, as the server names them in `style_urls`
 * (apps/api IMAGE_STYLES): crops arrive without their style name, so the shape identifies them.
 */
export const CROP_RATIOS = {
  /** frame_100, frame_200 (the frame block, 'kader'). */
  frame: 1,
  /** grid_350, grid_700, grid_1400 (grid with image, home grid image, gallery tiles). */
  grid: 4 / 3,
  /** landscape 404x227, 808x455, 1616x909 and the grid's landscape grid_2100 (2100x1181). */
  landscape: 16 / 9,
  /** news cards 380x235, 760x470, 1140x705. */
  newsCard: 380 / 235,
  /** portrait_600 (600x800). */
  portrait: 3 / 4,
} as const;

/** A crop shape of spec 2 §9. */
export type CropShape = keyof typeof CROP_RATIOS;

type Candidate = { url: string; width: number; height?: number };

/** Aspect ratios closer than this are one crop family (rounding in crop sizes, e.g. 404x227 and 808x455). */
const SAME_RATIO = 0.02;

const ratioOf = (c: { width?: number; height?: number }) =>
  c.width && c.height ? c.width / c.height : undefined;

/**
 * The crops the browser may choose between: only those of one aspect ratio, so the picture keeps
 * its shape on every screen and the reserved space (width/height) matches what loads (decision 0040: no
 * layout shift). The family is the one of the original image when its size is known, else the one of
 * the widest crop. Crops without a height are taken to be of the original's shape.
 */
export function imageCandidates(image: Image, crop?: CropShape): Candidate[] {
  const all: Candidate[] = [...image.crops];
  if (image.width) all.push({ url: image.url, width: image.width, height: image.height });
  if (all.length === 0) return [];
  const widest = all.reduce((a, b) => (b.width > a.width ? b : a));
  const original = ratioOf(image) ?? ratioOf(widest);
  const ofShape = (target: number | undefined) =>
    target === undefined
      ? all
      : all.filter((c) => {
          const ratio = ratioOf(c) ?? original;
          return ratio === undefined || Math.abs(ratio - target) / target < SAME_RATIO;
        });
  const wanted = crop === undefined ? [] : ofShape(CROP_RATIOS[crop]);
  const family = wanted.length > 0 ? wanted : ofShape(original);
  const byWidth = new Map<number, Candidate>();
  for (const c of family) if (!byWidth.has(c.width)) byWidth.set(c.width, c);
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/** `srcset` from an image's crops of one shape (spec 2 §3.2, §9): one candidate per width. */
export function imageSrcSet(image: Image, crop?: CropShape): string | undefined {
  const candidates = imageCandidates(image, crop);
  if (candidates.length === 0) return undefined;
  return candidates.map((c) => `${c.url} ${c.width}w`).join(', ');
}

/**
 * An image an editor placed (an Image block, an image in rich text) as a domain image: its stored
 * crops, or else, for a picture blob, the width-only variants the server made when it was picked
 * (never wider than the original, when its size is known: the server does not enlarge). `width`
 * and `height` are the original's, when stored, so the space is reserved before it loads.
 */
export function placedImage(placed: {
  readonly url: string;
  readonly alt: string;
  readonly crops?: readonly { readonly url: string; readonly width: number; readonly height?: number }[];
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}): Image {
  const width = placed.width && placed.height ? placed.width : undefined;
  const crops = placed.crops?.length ? placed.crops : pictureCrops(placed.url);
  return {
    url: placed.url,
    alt: placed.alt,
    crops: width ? crops.filter((crop) => crop.width < width) : crops,
    ...(width ? { width, height: placed.height } : {}),
  };
}

/** `sizes` of an image in a text column (rich text, activity content): at most about 48rem wide. */
export const TEXT_COLUMN_SIZES = '(min-width: 50rem) 48rem, 100vw';

/** Props of {@link PlacedImage}. */
export interface PlacedImageProps {
  /** The placed image (see {@link placedImage}). */
  image: Parameters<typeof placedImage>[0];
  /** The `sizes` attribute. Default {@link TEXT_COLUMN_SIZES}. */
  sizes?: string;
  className?: string;
  /**
   * Maps each address drawn (the image's and its variants', after the variants of a picture blob are
   * found from its root-relative address) to the one to load: for content served by another origin
   * than the page's, such as the training player in another team's app. Default: as they are.
   */
  resolveUrl?: (url: string) => string;
}

/**
 * An image an editor placed in a text column, for visitors (decision 0040): a {@link ResponsiveImage}
 * over its variants; an image with one file only (smaller than every variant) stays a plain image
 * with its size, since a one-candidate srcset would only make the browser misjudge its size.
 */
export function PlacedImage({ image, sizes = TEXT_COLUMN_SIZES, className, resolveUrl }: PlacedImageProps) {
  const placed = placedImage(image);
  const domain = resolveUrl
    ? {
        ...placed,
        url: resolveUrl(placed.url),
        crops: placed.crops.map((crop) => ({ ...crop, url: resolveUrl(crop.url) })),
      }
    : placed;
  if (imageCandidates(domain).length > 1) {
    return <ResponsiveImage image={domain} sizes={sizes} className={className} />;
  }
  return (
    <img
      className={classNames('bk-image', className)}
      src={domain.url}
      alt={domain.alt}
      width={domain.width}
      height={domain.height}
      loading="lazy"
      decoding="async"
    />
  );
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
  crop,
  cutToCrop = false,
  className,
}: ResponsiveImageProps) {
  if (!image) return null;
  const candidates = imageCandidates(image, crop);
  const srcSet = imageSrcSet(image, crop);
  // The fallback for browsers without srcset, and the source of the reserved shape: the widest of the
  // family. Its width and height give the aspect ratio; CSS scales it to the column.
  const largest = candidates[candidates.length - 1];
  const shape = largest?.height ? largest : image;
  const ratio = ratioOf(shape);
  // Hooks for the CSS: `data-crop` when the asked crop shape is what loads (a round portrait only
  // when it is square), `data-orientation` so a portrait picture is capped to the screen's height
  // instead of growing taller than the viewport on a wide screen.
  const cropUsed =
    crop !== undefined &&
    ratio !== undefined &&
    Math.abs(ratio - CROP_RATIOS[crop]) / CROP_RATIOS[crop] < SAME_RATIO;
  // Cut in the browser: the box gets the crop's shape (width and height attributes, the declared
  // crop), the picture covers it.
  const cut = cutToCrop && crop !== undefined && !cropUsed && shape.width !== undefined;
  const width = shape.width;
  const height = cut && width ? Math.round(width / CROP_RATIOS[crop as CropShape]) : shape.height;
  return (
    <img
      className={classNames('bk-image', className)}
      src={largest?.url ?? image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      title={image.title}
      width={width}
      height={height}
      // The crop's shape, not that of whichever srcset candidate arrives (they differ by a pixel in
      // rounding): the picture's box is the same before and after loading, on every screen.
      style={
        width && height
          ? { aspectRatio: `${width} / ${height}`, ...(cut ? { objectFit: 'cover' as const } : {}) }
          : undefined
      }
      data-crop={cropUsed || cut ? crop : undefined}
      data-orientation={ratio !== undefined && ratio < 1 ? 'portrait' : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
