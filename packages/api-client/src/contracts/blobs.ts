import { z } from 'zod/mini';
import { BLOB_NAME_PATTERN, BLOB_PAGE_SIZES } from '../blob-urls.js';
import { defineCall, isoDateTimeSchema } from './common.js';

/*
 * Project choice: spec 2 §7 names the blob-storage operations of the image picker (list 'pictures',
 * upload, delete, variants) without paths or payloads. They live under the site's /blobstorage/
 * path, editors only (session cookie), with Azure-like item fields (name, properties.createdOn).
 */

/** A blob name: letters, digits, dot, dash and underscore, starting with a letter or digit. */
export const blobNameSchema = z.string().check(z.regex(BLOB_NAME_PATTERN, 'Invalid blob name'));

/** One blob. */
export const blobItemSchema = z.looseObject({
  name: z.string(),
  url: z.string(),
  properties: z.looseObject({ createdOn: isoDateTimeSchema }),
});

/** List query: offset and limit, newest first. */
export const blobListQuerySchema = z.object({
  offset: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), BLOB_PAGE_SIZES.initial),
});

/** List answer: a page of blobs (newest first) and the total in the container. */
export const blobListResponseSchema = z.looseObject({
  items: z.array(blobItemSchema),
  total: z.number().check(z.int(), z.nonnegative()),
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
  force: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((value) => value === 'true'),
  ),
});

/**
 * One place that shows a picture blob, named for an editor: a training (its name, and the activity
 * in `detail`) or a CMS page (its title, and its path on a brand site in `path`).
 */
export const blobUseSchema = z.looseObject({
  place: z.enum(['training', 'page']),
  title: z.string(),
  detail: z.optional(z.string()),
  path: z.optional(z.string()),
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
  code: z.optional(z.enum(BLOB_REFUSAL_CODES)),
  uses: z.optional(z.array(blobUseSchema)),
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
  original: z.optional(
    z.object({
      width: z.number().check(z.int(), z.positive()),
      height: z.number().check(z.int(), z.positive()),
    }),
  ),
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
