import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { LruCache } from '../../core/lru-cache';
import { etagOf } from './cache';
import { PICTURE_SIZE, PICTURE_SIZE_LABELS } from './wire';

/*
 * Files of the demo content (spec 2 §7): documents, audio and icons from /drupal/media{path}, and
 * images from /sharedblobstorage{path}. Images are drawn by us as SVG (content/media/images) and
 * rendered with sharp on first request, in the container/blob naming of the picker:
 * /sharedblobstorage/pictures/<name>.webp and /sharedblobstorage/pictures-<size>/<name>_<size>.webp.
 */

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

const ONE_DAY = 'public, max-age=86400';
const SAFE_PATH = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*\.[a-z0-9]+$/i;

interface FileAnswer {
  body: Buffer;
  type: string;
  etag: string;
}

/** A size-bounded map of rendered files that forgets the least recently used entry first. */
export function fileCache(maxBytes: number): LruCache<FileAnswer> {
  return new LruCache({ maxSize: maxBytes, sizeOf: (file) => file.body.length });
}

function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).send({ error: 'not found', reason: `no file at ${what}` });
}

function send(request: FastifyRequest, reply: FastifyReply, file: FileAnswer) {
  reply
    .header('etag', file.etag)
    .header('cache-control', ONE_DAY)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(file.type).send(file.body);
}

/** Parses a picture path: `pictures/<name>.<ext>` or `pictures-<size>/<name>_<size>.<ext>`. */
export function parsePicturePath(
  picturePath: string,
): { name: string; size: string | null; format: 'webp' | 'png' | 'jpeg' } | undefined {
  const match = /^\/pictures(?:-([0-9x]+))?\/([a-z0-9-]+?)(?:_([0-9x]+))?\.(webp|png|jpe?g)$/.exec(
    picturePath,
  );
  if (!match) return undefined;
  const [, container, name, suffix, extension] = match;
  if ((container ?? null) !== (suffix ?? null)) return undefined;
  if (container && !PICTURE_SIZE_LABELS.has(container)) return undefined;
  return {
    name: name as string,
    size: container ?? null,
    format: extension === 'png' ? 'png' : extension === 'webp' ? 'webp' : 'jpeg',
  };
}

/**
 * The focal point a drawing declares on its root element, `data-focus="x y"` in fractions of its width
 * and height (as an editor sets one on a picture in the CMS): what a crop must keep. The centre when
 * the drawing declares none.
 */
export function focusOf(svg: Buffer): { x: number; y: number } {
  const match = /<svg\b[^>]*\sdata-focus="([0-9.]+) ([0-9.]+)"/.exec(svg.toString('utf8', 0, 2048));
  const fraction = (value: string | undefined) => Math.min(1, Math.max(0, Number(value ?? 0.5) || 0));
  return match ? { x: fraction(match[1]), y: fraction(match[2]) } : { x: 0.5, y: 0.5 };
}

/**
 * Renders an SVG illustration at a size label: `380x235` covers that box around the drawing's focal
 * point (a square or portrait crop of a wide drawing keeps its subject, not only its middle), `600`
 * keeps the ratio at that width, none keeps the drawing's own size.
 */
export async function renderPicture(
  svg: Buffer,
  size: string | null,
  format: 'webp' | 'png' | 'jpeg',
): Promise<Buffer> {
  const native = await sharp(svg).metadata();
  const nativeWidth = native.width ?? PICTURE_SIZE.width;
  const nativeHeight = native.height ?? PICTURE_SIZE.height;
  const [width, height] = size ? size.split('x').map(Number) : [nativeWidth, nativeHeight];
  // Density so the vector is drawn at least at the target size (sharp rasterises SVG at 72 dpi).
  const scale = Math.max((width ?? 0) / nativeWidth, (height ?? 0) / nativeHeight, 1);
  let image = sharp(svg, { density: Math.min(Math.ceil(72 * scale), 600) });
  if (width && height) {
    // Cover the box: draw the whole at the smallest size that fills it, then cut the box out around
    // the focal point, kept inside the drawing.
    const cover = Math.max(width / nativeWidth, height / nativeHeight);
    const drawnWidth = Math.max(width, Math.round(nativeWidth * cover));
    const drawnHeight = Math.max(height, Math.round(nativeHeight * cover));
    const focus = focusOf(svg);
    const clamp = (start: number, room: number) => Math.min(Math.max(0, Math.round(start)), room);
    image = image.resize(drawnWidth, drawnHeight, { fit: 'fill' }).extract({
      left: clamp(focus.x * drawnWidth - width / 2, drawnWidth - width),
      top: clamp(focus.y * drawnHeight - height / 2, drawnHeight - height),
      width,
      height,
    });
  } else {
    image = image.resize(width, height);
  }
  image =
    format === 'png'
      ? image.png()
      : format === 'webp'
        ? image.webp({ quality: 80 })
        : image.jpeg({ quality: 82 });
  return image.toBuffer();
}

/** A file of the media folder: its bytes and content type. */
export interface MediaFile {
  body: Buffer;
  type: string;
}

function withEtag(file: MediaFile | undefined): FileAnswer | undefined {
  return file && { ...file, etag: etagOf(file.body) };
}

/**
 * The file served at `/drupal/media/<filePath>`, read from `mediaDir`; undefined for an unsafe or
 * missing path. Storybook's media plugin serves the same (.storybook/media-plugin.ts).
 */
export async function loadMediaFile(mediaDir: string, filePath: string): Promise<MediaFile | undefined> {
  if (!SAFE_PATH.test(filePath) || filePath.split('/').includes('..')) return undefined;
  const absolute = path.join(mediaDir, filePath);
  const info = await stat(absolute).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const body = await readFile(absolute);
  const extension = filePath.split('.').pop()?.toLowerCase() ?? '';
  return { body, type: TYPES[extension] ?? 'application/octet-stream' };
}

/**
 * The picture served at `/sharedblobstorage<picturePath>` (e.g. `/pictures-400/ogen_400.jpg`),
 * rendered from the drawing `mediaDir/images/<name>.svg`; undefined when either is unknown.
 */
export async function loadPicture(mediaDir: string, picturePath: string): Promise<MediaFile | undefined> {
  const parsed = parsePicturePath(picturePath);
  if (!parsed) return undefined;
  const svg = await readFile(path.join(mediaDir, 'images', `${parsed.name}.svg`)).catch(() => undefined);
  if (!svg) return undefined;
  const body = await renderPicture(svg, parsed.size, parsed.format);
  return { body, type: TYPES[parsed.format] ?? 'image/webp' };
}

/** Registers the two file routes, serving from `mediaDir` (content/media). */
export function registerMediaRoutes(app: FastifyInstance, mediaDir: string, cache: LruCache<FileAnswer>) {
  const pending = new Map<string, Promise<FileAnswer | undefined>>();

  async function cached(
    key: string,
    load: () => Promise<FileAnswer | undefined>,
  ): Promise<FileAnswer | undefined> {
    const hit = cache.get(key);
    if (hit) return hit;
    let job = pending.get(key);
    if (!job) {
      job = load().finally(() => pending.delete(key));
      pending.set(key, job);
    }
    const answer = await job;
    if (answer) cache.set(key, answer);
    return answer;
  }

  app.get('/drupal/media/*', async (request, reply) => {
    const filePath = (request.params as { '*': string })['*'];
    const answer = await cached(`media:${filePath}`, async () =>
      withEtag(await loadMediaFile(mediaDir, filePath)),
    );
    return answer ? send(request, reply, answer) : notFound(reply, request.url);
  });

  app.get('/sharedblobstorage/*', async (request, reply) => {
    const picturePath = `/${(request.params as { '*': string })['*']}`;
    if (!parsePicturePath(picturePath)) return notFound(reply, request.url);
    const answer = await cached(`picture:${picturePath}`, async () =>
      withEtag(await loadPicture(mediaDir, picturePath)),
    );
    return answer ? send(request, reply, answer) : notFound(reply, request.url);
  });
}
