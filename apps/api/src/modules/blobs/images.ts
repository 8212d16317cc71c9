import {
  BLOB_UPLOAD_LIMITS,
  BLOB_VARIANT_SIZES,
  type BlobRefusalCode,
  type BlobVariantSize,
} from '@dementie/api-client';
import sharp, { type Metadata } from 'sharp';

/*
 * Image rules of the picker's server side (decision 0046, spec 2 §5 "upload accepts image files only"):
 * the content decides, never the file name or the Content-Type header. Every upload is decoded and
 * encoded again with sharp, which drops EXIF and other metadata (location, camera serial) and
 * anything hidden after the image data.
 */

/** At most 10 MB per upload (decision 0046; api-client BLOB_UPLOAD_LIMITS, which the picker names). */
export const MAX_UPLOAD_BYTES = BLOB_UPLOAD_LIMITS.maxBytes;
/** At most 40 megapixels per upload (decision 0046): a decompression bomb stops here. */
export const MAX_UPLOAD_PIXELS = BLOB_UPLOAD_LIMITS.maxPixels;
/** Resize quality of the variants (spec 2 §9: 0.75). */
export const VARIANT_QUALITY = 75;

/** Raster formats the picker accepts, by their magic bytes. */
export type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** The format the bytes start with, or null when they are not an accepted image. */
export function sniffImage(bytes: Buffer): SniffedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Why an upload was refused; `status` is the HTTP answer. */
export class UploadRejection extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: BlobRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** A stored original: JPEG stays JPEG, everything else becomes WebP (never AVIF: too slow here). */
export interface NormalisedImage {
  readonly body: Buffer;
  readonly extension: 'jpg' | 'webp';
  readonly contentType: 'image/jpeg' | 'image/webp';
  readonly width: number;
  readonly height: number;
}

/**
 * Checks and re-encodes an upload: sniffed format, at most 40 megapixels, turned upright from its
 * EXIF orientation, metadata stripped. PNG and GIF become lossless WebP (transparency and animation
 * kept), so every original and every variant is JPEG or WebP.
 */
export async function normaliseUpload(bytes: Buffer): Promise<NormalisedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new UploadRejection(413, 'too-large', 'The image is larger than 10 MB.');
  const format = sniffImage(bytes);
  if (!format)
    throw new UploadRejection(
      415,
      'not-an-image',
      'Only image files (JPEG, PNG, GIF, WebP) can be uploaded.',
    );
  const animated = format === 'gif' || format === 'webp';
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRejection(415, 'not-an-image', 'The file is not a readable image.');
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new UploadRejection(413, 'too-many-pixels', 'The image has more than 40 megapixels.');
  }
  try {
    const pipeline = sharp(bytes, { animated, limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    if (format === 'jpeg') {
      const body = await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      return { body, extension: 'jpg', contentType: 'image/jpeg', width, height };
    }
    const lossless = format === 'png' || format === 'gif';
    const body = await pipeline.webp(lossless ? { lossless: true } : { quality: 90 }).toBuffer();
    return { body, extension: 'webp', contentType: 'image/webp', width, height };
  } catch {
    throw new UploadRejection(415, 'not-an-image', 'The file is not a readable image.');
  }
}

/** The stored name of an upload: the wanted name with the extension of what was stored. */
export function storedName(wanted: string, extension: 'jpg' | 'webp'): string {
  const dot = wanted.lastIndexOf('.');
  const base = dot > 0 ? wanted.slice(0, dot) : wanted;
  return `${base}.${extension}`;
}

/**
 * One size variant (spec 2 §9): fixed boxes are covered (cropped around the centre), width-only
 * sizes keep the ratio; never enlarged beyond the original. sharp's Lanczos filter gives the
 * quality the browser's "stepwise scale 0.75" was a work-around for, in one step.
 */
export async function resizeVariant(original: Buffer, size: BlobVariantSize): Promise<Buffer> {
  const pipeline = sharp(original, { limitInputPixels: MAX_UPLOAD_PIXELS }).resize({
    width: size.width,
    ...(size.height ? { height: size.height, fit: 'cover' as const } : {}),
    withoutEnlargement: true,
  });
  const format = sniffImage(original);
  return format === 'jpeg'
    ? pipeline.jpeg({ quality: VARIANT_QUALITY, mozjpeg: true }).toBuffer()
    : pipeline.webp({ quality: VARIANT_QUALITY }).toBuffer();
}

/** The 13 sizes, re-exported for the routes. */
export const VARIANT_SIZES: readonly BlobVariantSize[] = BLOB_VARIANT_SIZES;

/** The size of a stored original (animated images: one frame), for the picker's width and height. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
    const width = metadata.width ?? 0;
    const height = metadata.pageHeight ?? metadata.height ?? 0;
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}
