import { z } from 'zod';
import { defineCall, isoDateTimeSchema } from './common.js';

/*
 * Project choice: spec 2 §7 names the blob-storage operations of the image picker (list 'pictures',
 * upload, delete, variants) without paths or payloads. They live under the site's /blobstorage/
 * path, editors only (session cookie), with Azure-like item fields (name, properties.createdOn).
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
  return blobNameSchema.safeParse(name).success ? name : null;
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
export const blobNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'Invalid blob name');

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

/** One blob. */
export const blobItemSchema = z.looseObject({
  name: z.string(),
  url: z.string(),
  properties: z.looseObject({ createdOn: isoDateTimeSchema }),
});

/** List query: offset and limit, newest first. */
export const blobListQuerySchema = z.object({
  offset: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(100).default(BLOB_PAGE_SIZES.initial),
});

/** List answer: a page of blobs (newest first) and the total in the container. */
export const blobListResponseSchema = z.looseObject({
  items: z.array(blobItemSchema),
  total: z.number().int().nonnegative(),
});

/** Path parameter naming one blob. */
export const blobParamsSchema = z.object({ name: blobNameSchema });

/** Delete answer: every removed blob name, variants included. */
export const blobDeleteResponseSchema = z.looseObject({ deleted: z.array(z.string()) });

/**
 * Delete query (project choice): `force=true` says the editor saw where the image is used and
 * confirmed. Without it the server refuses an image in use with 409 and the list of uses, so a
 * stale picker cannot take the image off live pages unseen.
 */
export const blobDeleteQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/**
 * One place that shows a picture blob, named for an editor: a training (its name, and the activity
 * in `detail`) or a CMS page (its title, and its path on a brand site in `path`).
 */
export const blobUseSchema = z.looseObject({
  place: z.enum(['training', 'page']),
  title: z.string(),
  detail: z.string().optional(),
  path: z.string().optional(),
});

/** Uses answer, and the body of the 409 that refuses deleting an image in use. */
export const blobUsesResponseSchema = z.looseObject({ uses: z.array(blobUseSchema) });

/**
 * Why the server refused an upload or a delete (project choice): a machine-readable `code` next to
 * the English `reason`, so the picker can say it in Dutch.
 * - `not-an-image` (415): not a JPEG, PNG, GIF or WebP by its bytes, or unreadable;
 * - `too-large` (413): more than {@link BLOB_UPLOAD_LIMITS}.maxBytes;
 * - `too-many-pixels` (413): more than {@link BLOB_UPLOAD_LIMITS}.maxPixels;
 * - `bad-name` (400); `in-use` (409, with `uses`).
 */
export const BLOB_REFUSAL_CODES = [
  'not-an-image',
  'too-large',
  'too-many-pixels',
  'bad-name',
  'in-use',
] as const;

/** A refusal code of the blob calls. */
export type BlobRefusalCode = (typeof BLOB_REFUSAL_CODES)[number];

/** The body of a refused blob call. */
export const blobRefusalSchema = z.looseObject({
  error: z.string(),
  reason: z.string(),
  code: z.enum(BLOB_REFUSAL_CODES).optional(),
  uses: z.array(blobUseSchema).optional(),
});

/** What the server accepts as an upload (the server's rules; the picker names them to editors). */
export const BLOB_UPLOAD_LIMITS = {
  /** 10 MB. */
  maxBytes: 10 * 1024 * 1024,
  /** 40 megapixels. */
  maxPixels: 40_000_000,
  /** Recognised by their bytes, not by name or Content-Type. */
  formats: ['JPG', 'PNG', 'GIF', 'WebP'],
} as const;

/** Variants answer: one entry per size; `created` false when it existed already (skipped). */
export const blobVariantsResponseSchema = z.looseObject({
  variants: z.array(
    z.looseObject({
      size: z.string(),
      container: z.string(),
      name: z.string(),
      url: z.string(),
      created: z.boolean(),
    }),
  ),
  /** The original's size (animated: one frame), so a page can reserve its space (project choice). */
  original: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
});

/** Domain: one place an image is used (see {@link blobUseSchema}). */
export type BlobUse = z.output<typeof blobUseSchema>;

/** Domain: what a delete did: removed the blob and its variants, or refused it as in use. */
export type BlobDeleteOutcome =
  | { readonly kind: 'deleted'; readonly deleted: readonly string[] }
  | { readonly kind: 'in-use'; readonly uses: readonly BlobUse[] };

/** Domain: a picker image (spec 2 §3.7): alt is the file name. */
export interface PickerImage {
  readonly alt: string;
  readonly url: string;
  readonly createdDate: string;
  /** The original's size, once known (from the variants answer), so pages can reserve its space. */
  readonly width?: number;
  readonly height?: number;
}

/** Domain: a page of the picker's list. */
export interface BlobPage {
  readonly images: readonly PickerImage[];
  readonly total: number;
}

/** Maps one blob to a picker image. */
export function mapBlobItem(wire: z.output<typeof blobItemSchema>): PickerImage {
  return { alt: wire.name, url: wire.url, createdDate: wire.properties.createdOn };
}

/** Maps a list answer. */
export function mapBlobPage(wire: z.output<typeof blobListResponseSchema>): BlobPage {
  return { images: wire.items.map(mapBlobItem), total: wire.total };
}

const base = {
  spec: 'spec 2 §7',
  querystring: undefined,
  body: undefined,
  bodyType: 'none',
  responseType: 'json',
  credentials: true,
  antiForgery: false,
  retry: 'none',
  projectChoice: 'Paths and payloads not shown; chosen under /blobstorage/pictures.',
} as const;

/** The image picker's blob calls. */
export const blobCalls = {
  listBlobs: defineCall({
    ...base,
    method: 'GET',
    path: '/blobstorage/pictures',
    params: undefined,
    querystring: blobListQuerySchema,
    response: blobListResponseSchema,
  }),
  uploadBlob: defineCall({
    ...base,
    method: 'PUT',
    path: '/blobstorage/pictures/{name}',
    params: blobParamsSchema,
    // The file's bytes are the body, with the file's own content type (no multipart).
    bodyType: 'binary',
    response: blobItemSchema,
  }),
  deleteBlob: defineCall({
    ...base,
    method: 'DELETE',
    path: '/blobstorage/pictures/{name}',
    params: blobParamsSchema,
    querystring: blobDeleteQuerySchema,
    // 409 with blobRefusalSchema (code 'in-use', uses) when in use and not forced.
    response: blobDeleteResponseSchema,
  }),
  blobUses: defineCall({
    ...base,
    method: 'GET',
    path: '/blobstorage/pictures/{name}/uses',
    params: blobParamsSchema,
    response: blobUsesResponseSchema,
  }),
  createBlobVariants: defineCall({
    ...base,
    method: 'POST',
    path: '/blobstorage/pictures/{name}/variants',
    params: blobParamsSchema,
    response: blobVariantsResponseSchema,
  }),
} as const;
