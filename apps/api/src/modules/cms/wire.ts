import { BLOB_VARIANT_SIZES } from '@dementie/api-client';
import type { MediaEntry, ParagraphEntry } from './content-files';

/*
 * Builders of the Drupal wire shapes of @dementie/api-client (contracts/cms.ts) from the content
 * files' compact form. Used only by the loader: what is stored is already the wire shape.
 */

/** A JSON object as stored in jsonb. */
export type WireObject = Record<string, unknown>;

/** Public URL of the full-size rendering of an illustration (served by media.ts). */
export function pictureUrl(name: string): string {
  return `/sharedblobstorage/pictures/${name}.webp`;
}

/** Public URL of one crop: container 'pictures-<size>', blob '<name>_<size>.webp' (spec 2 §7). */
export function cropUrl(name: string, size: string): string {
  return `/sharedblobstorage/pictures-${size}/${name}_${size}.webp`;
}

/** The full size every illustration is drawn at (16:9, content/media/images/*.svg). */
export const PICTURE_SIZE = { width: 1600, height: 900 } as const;

/**
 * The crops an image carries in `style_urls` (spec 2 §9): frames 100/200 square, news cards
 * 380/760/1140, landscape 404/808/1616, grids 350/700/1400/2100, and the portrait, landscape and
 * square crops of campaign specials (spec 2 §2.3).
 */
export const IMAGE_STYLES: Readonly<Record<string, { width: number; height: number }>> = {
  frame_100: { width: 100, height: 100 },
  frame_200: { width: 200, height: 200 },
  news_card_380: { width: 380, height: 235 },
  news_card_760: { width: 760, height: 470 },
  news_card_1140: { width: 1140, height: 705 },
  landscape_404: { width: 404, height: 227 },
  landscape_808: { width: 808, height: 455 },
  landscape_1616: { width: 1616, height: 909 },
  grid_350: { width: 350, height: 263 },
  grid_700: { width: 700, height: 525 },
  grid_1400: { width: 1400, height: 1050 },
  grid_2100: { width: 2100, height: 1181 },
  portrait_600: { width: 600, height: 800 },
  portrait_1200: { width: 1200, height: 1600 },
  square_600: { width: 600, height: 600 },
  square_1200: { width: 1200, height: 1200 },
};

/** Every size label the picture route renders: our styles and the picker's 13 variants (spec 2 §9). */
export const PICTURE_SIZE_LABELS: ReadonlySet<string> = new Set([
  ...Object.values(IMAGE_STYLES).map((style) => `${style.width}x${style.height}`),
  ...BLOB_VARIANT_SIZES.map((size) => size.label),
]);

/** The illustration name of an image file (`images/park.svg` -> `park`). */
export function illustrationName(file: string): string {
  return file.replace(/^images\//, '').replace(/\.svg$/, '');
}

/** A media entity in its wire shape (spec 2 §3.2). */
export function mediaWire(id: number, entry: MediaEntry): WireObject {
  const base = { id, type: entry.bundle, label: entry.label, langcode: 'nl' };
  switch (entry.bundle) {
    case 'image': {
      const name = illustrationName(entry.file);
      const styles: Record<string, { url: string; width: number; height: number }> = {};
      for (const [style, size] of Object.entries(IMAGE_STYLES)) {
        styles[style] = { url: cropUrl(name, `${size.width}x${size.height}`), ...size };
      }
      return {
        ...base,
        field_image: [
          {
            alt: entry.alt,
            title: entry.title ?? entry.label,
            url: pictureUrl(name),
            width: entry.width ?? PICTURE_SIZE.width,
            height: entry.height ?? PICTURE_SIZE.height,
            style_urls: styles,
          },
        ],
      };
    }
    case 'video': {
      const iframe =
        entry.provider === 'youtube'
          ? `https://www.youtube-nocookie.com/embed/${entry.videoId}`
          : entry.provider === 'vimeo'
            ? `https://player.vimeo.com/video/${entry.videoId}`
            : `https://start-player.npo.nl/embed/${entry.videoId}`;
      return {
        ...base,
        field_media_video_embed_field: [{ type: entry.provider, id: entry.videoId, iframe_url: iframe }],
      };
    }
    case 'document':
      return {
        ...base,
        field_download_label: [{ value: entry.downloadLabel }],
        field_description: [{ value: entry.description }],
        field_media_document: [fileWire(entry.file)],
      };
    case 'audio':
      return { ...base, field_media_audio_file: [fileWire(entry.file)], field_info: [{ value: entry.info }] };
    case 'svg':
      return { ...base, field_media_svg: [{ url: `/drupal/media/${entry.file}`, alt: entry.alt }] };
  }
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  svg: 'image/svg+xml',
  txt: 'text/plain',
};

function fileWire(file: string): WireObject {
  const filename = file.split('/').pop() ?? file;
  const extension = filename.split('.').pop() ?? '';
  return { url: `/drupal/media/${file}`, filename, filemime: MIME[extension] ?? 'application/octet-stream' };
}

/** A link field item: Drupal's `uri` (`internal:/x` or the external URL) and the resolved `url`. */
export function linkWire(link: { url: string; title: string }): WireObject {
  const internal = link.url.startsWith('/');
  return { uri: internal ? `internal:${link.url}` : link.url, url: link.url, title: link.title };
}

/** What the paragraph expansion needs to resolve references. */
export interface ReferenceResolver {
  media(key: string): WireObject;
  node(key: string): { id: number; label: string; url: string };
  /** A page as an overview item (related blocks, spec 2 §3.4). */
  overview(key: string): WireObject;
  nextParagraphId(): number;
}

const HTML = /<\/?[a-z][\s\S]*>/i;

/** A text field item; HTML gets the basic_html format. */
export function textItem(value: string): WireObject {
  return HTML.test(value) ? { value, format: 'basic_html' } : { value };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expandListItem(item: unknown, refs: ReferenceResolver): unknown {
  if (typeof item === 'string') return textItem(item);
  if (typeof item === 'number' || typeof item === 'boolean') return { value: item };
  if (isRecord(item)) {
    if (typeof item.type === 'string' && !('$media' in item)) {
      return expandParagraph(item as ParagraphEntry, refs);
    }
    return expandValue(item, refs)[0] ?? item;
  }
  return item;
}

/**
 * Expands one field value of the compact form into a Drupal field list:
 * `"text"` -> `[{ value }]`, `true`/`3` -> `[{ value }]`, `{ $media: key | key[] }` -> media list,
 * `{ $link: {url,title} | [...] }` -> link list, `{ $node: key }` -> page reference list,
 * `{ $overview: key }` -> the page as an overview item,
 * `[...]` -> each item expanded (objects with `type` are nested paragraphs), `null` -> `[]`,
 * any other object -> `[object]` unchanged.
 */
export function expandValue(value: unknown, refs: ReferenceResolver): unknown[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [textItem(value)];
  if (typeof value === 'number' || typeof value === 'boolean') return [{ value }];
  if (Array.isArray(value)) return value.map((item) => expandListItem(item, refs));
  if (isRecord(value)) {
    if ('$media' in value) {
      const keys = Array.isArray(value.$media) ? value.$media : [value.$media];
      return keys.map((key) => refs.media(String(key)));
    }
    if ('$link' in value) {
      const links = Array.isArray(value.$link) ? value.$link : [value.$link];
      return links.map((link) => linkWire(link as { url: string; title: string }));
    }
    if ('$node' in value) return [refs.node(String(value.$node))];
    if ('$overview' in value) return [refs.overview(String(value.$overview))];
    return [value];
  }
  return [value];
}

/** Expands a paragraph: `type` and a fresh `id`, every other key as a `field_` list. */
export function expandParagraph(entry: ParagraphEntry, refs: ReferenceResolver): WireObject {
  const paragraph: WireObject = { type: entry.type, id: refs.nextParagraphId() };
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'type' || key === 'id') continue;
    paragraph[key.startsWith('field_') ? key : `field_${key}`] = expandValue(value, refs);
  }
  return paragraph;
}

/** Lower case, no accents, words joined by '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Plain text of a paragraph tree, for the search index: every text value, tags removed. */
export function paragraphText(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) paragraphText(item, out);
  } else if (isRecord(value)) {
    if (value.type === 'image' || value.type === 'video' || value.type === 'svg') return out;
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'value' || key === 'title') && typeof item === 'string') {
        out.push(item.replace(/<[^>]*>/g, ' '));
      } else if (key.startsWith('field_') && key !== 'field_image') {
        paragraphText(item, out);
      }
    }
  }
  return out;
}
