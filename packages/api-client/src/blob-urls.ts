/*
 * The picker's containers, variant sizes and picture addresses (spec 2 §7), as plain values and
 * functions. They are apart from the blob contracts (contracts/blobs.ts) because pages that show
 * pictures need them, and a module of zod schemas is kept whole by a consumer's bundler once one of
 * its exports is used: the training player carried the picker's schemas for one address helper.
 */

/** The picker's container (spec 2 §7). */
export const BLOB_CONTAINER = 'pictures';

/** Images listed first, and added by 'Load more' (spec 2 §9). */
export const BLOB_PAGE_SIZES = { initial: 15, more: 10 } as const;

/** One size variant: a label used in container and file names, a width, and a height when fixed. */
export interface BlobVariantSize {
  readonly label: string;
  readonly width: number;
  readonly height?: number;
}

/**
 * The 13 variant sizes (spec 2 §9). Variants go to container 'pictures-' + label, named
 * name_label.extension; sizes without a height keep the image's ratio.
 */
export const BLOB_VARIANT_SIZES: readonly BlobVariantSize[] = [
  { label: '404x227', width: 404, height: 227 },
  { label: '808x455', width: 808, height: 455 },
  { label: '1616x909', width: 1616, height: 909 },
  { label: '380x235', width: 380, height: 235 },
  { label: '760x470', width: 760, height: 470 },
  { label: '1140x705', width: 1140, height: 705 },
  { label: '300', width: 300 },
  { label: '600', width: 600 },
  { label: '400', width: 400 },
  { label: '800', width: 800 },
  { label: '580', width: 580 },
  { label: '1160', width: 1160 },
  { label: '1740', width: 1740 },
];

/** The variant the picker shows as a thumbnail; the server makes it at upload (project choice). */
export const BLOB_THUMBNAIL_SIZE = '300';

/** The container of a variant: 'pictures-' plus the size (spec 2 §7). */
export function variantContainer(size: BlobVariantSize): string {
  return `${BLOB_CONTAINER}-${size.label}`;
}

/** The blob name of a variant: name_size.extension (spec 2 §7). */
export function variantBlobName(name: string, size: BlobVariantSize): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}_${size.label}${name.slice(dot)}` : `${name}_${size.label}`;
}

const PICTURE_PATH = `/blobstorage/${BLOB_CONTAINER}/`;

/**
 * The blob name of a picture address (`/blobstorage/pictures/NAME`, relative or absolute), or null
 * for any other address (demo media, outside images, data URLs): only those have variants.
 */
export function pictureBlobName(url: string): string | null {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(PICTURE_PATH)) return null;
  const name = decodeURIComponent(path.slice(PICTURE_PATH.length));
  return BLOB_NAME_PATTERN.test(name) ? name : null;
}

/** The address of one variant of picture blob `name` (served by this server, spec 2 §7). */
export function pictureVariantUrl(name: string, size: BlobVariantSize): string {
  return `/blobstorage/${variantContainer(size)}/${encodeURIComponent(variantBlobName(name, size))}`;
}

/**
 * The width-only variants of a picture address, narrowest first (the image's own ratio, so they
 * fit a `srcset`), or none for an address that is not a picture blob.
 */
export function pictureCrops(url: string): { url: string; width: number }[] {
  const name = pictureBlobName(url);
  if (!name) return [];
  return BLOB_VARIANT_SIZES.filter((size) => size.height === undefined)
    .map((size) => ({ url: pictureVariantUrl(name, size), width: size.width }))
    .sort((a, b) => a.width - b.width);
}

/** The picker's thumbnail of a picture address (the 300 px variant), or the address itself. */
export function pictureThumbnailUrl(url: string): string {
  const name = pictureBlobName(url);
  const size = BLOB_VARIANT_SIZES.find((candidate) => candidate.label === BLOB_THUMBNAIL_SIZE);
  return name && size ? pictureVariantUrl(name, size) : url;
}

/** A blob name: letters, digits, dot, dash and underscore, starting with a letter or digit. */
export const BLOB_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Turns a file name into a valid blob name (lowercase, unsafe characters replaced by '-'). */
export function toBlobName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 200);
  return cleaned === '' ? 'image' : cleaned;
}
