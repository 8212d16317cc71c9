import {
  type CmsMediaWire,
  cmsBooleanFieldSchema,
  cmsLinkFieldSchema,
  cmsMediaFieldSchema,
  cmsParagraphFieldSchema,
  cmsTextFieldSchema,
  fieldList,
  mapCmsImage,
  valueItem,
} from '@dementie/api-client';
import { z } from 'zod/mini';
import type { Link } from './link';
import { mapLink } from './link';
import type {
  AudioFile,
  DocumentFile,
  Image,
  Media,
  MediaWidth,
  SanitizedHtml,
  SvgImage,
  VideoEmbed,
  VisualMedia,
} from './model';
import type { Sanitizer } from './sanitize';

/*
 * Field helpers for the paragraph schemas: Drupal field lists in, plain values out. Every field is
 * optional (`nullish`) so a missing field never fails a whole paragraph; the mappers decide what a
 * paragraph cannot do without (spec 2 §5 skip rules).
 */

export const textField = cmsTextFieldSchema;
export const linkField = cmsLinkFieldSchema;
export const mediaField = cmsMediaFieldSchema;
export const boolField = cmsBooleanFieldSchema;
export const paragraphsField = cmsParagraphFieldSchema;
export const stringField = fieldList(valueItem(z.union([z.string(), z.number()])));
export const numberField = fieldList(valueItem(z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))])));

/** What a paragraph mapper needs besides the wire data. */
export interface MapContext {
  readonly sanitize: Sanitizer;
  readonly ownHosts: readonly string[];
  /** Ids already given to expandables on this page (spec 2 §5), so each stays unique. */
  readonly usedIds: Set<string>;
  /** Running index of expandables on this page, for 'expandable-' plus index. */
  expandableIndex: number;
}

type TextList = z.output<typeof textField>;
type ValueList = z.output<typeof stringField>;

/** The first text value, trimmed; empty is undefined. */
export function plain(field: TextList | ValueList | undefined): string | undefined {
  const value = field?.[0]?.value;
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** The first text value as sanitised HTML; empty is undefined. */
export function html(field: TextList | undefined, ctx: MapContext): SanitizedHtml | undefined {
  const value = field?.[0];
  const raw = value?.processed ?? value?.value;
  if (!raw?.trim()) return undefined;
  const clean = ctx.sanitize(raw).trim();
  return clean === '' ? undefined : clean;
}

/** A number value (digits allowed). */
export function num(field: z.output<typeof numberField>): number | undefined {
  const value = field?.[0]?.value;
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A boolean value: true, 1 or '1'. */
export function bool(field: z.output<typeof boolField>): boolean {
  const value = field?.[0]?.value;
  return value === true || value === 1 || value === '1';
}

/** The first link of a link field. */
export function firstLink(
  field: z.output<typeof linkField>,
  ctx: MapContext,
  options: { showAsButton?: boolean; fallbackTitle?: string } = {},
): Link | undefined {
  return mapLink(field?.[0], { ...options, ownHosts: ctx.ownHosts });
}

/** Every usable link of a link field. */
export function allLinks(
  field: z.output<typeof linkField>,
  ctx: MapContext,
  options: { showAsButton?: boolean } = {},
): Link[] {
  return (field ?? []).flatMap((item) => {
    const link = mapLink(item, { ...options, ownHosts: ctx.ownHosts });
    return link ? [link] : [];
  });
}

/** Media widths of spec 2 §3.2; anything else is the default 100. */
export function mediaWidth(field: ValueList | undefined): MediaWidth {
  const value = String(field?.[0]?.value ?? '').trim();
  if (value === '33') return 33;
  if (value === '50') return 50;
  if (value === 'fullscreen' || value === 'full_screen' || value === 'full') return 'fullscreen';
  return 100;
}

/** Maps a video media's embed (spec 2 §3.2); undefined without embed data (spec 2 §5). */
export function mapVideo(media: CmsMediaWire | undefined): VideoEmbed | undefined {
  if (media?.type !== 'video') return undefined;
  const embed = media.field_media_video_embed_field?.[0];
  if (!embed?.iframe_url || !embed.id) return undefined;
  return { provider: embed.type, videoId: embed.id, iframeUrl: embed.iframe_url, title: media.label ?? '' };
}

/** Maps a document media; undefined without a file (spec 2 §5). */
export function mapDocument(media: CmsMediaWire | undefined, ctx: MapContext): DocumentFile | undefined {
  if (media?.type !== 'document') return undefined;
  const file = media.field_media_document?.[0];
  if (!file?.url) return undefined;
  const title = media.label ?? file.filename ?? '';
  const description = html(media.field_description, ctx);
  return {
    title,
    downloadLabel: plain(media.field_download_label) ?? title,
    url: file.url,
    ...(description ? { description } : {}),
    ...(file.filename ? { fileName: file.filename } : {}),
    ...(file.filemime ? { mimeType: file.filemime } : {}),
    ...(file.filesize == null ? {} : { size: file.filesize }),
  };
}

/** Maps an audio media; undefined without a file (spec 2 §5). */
export function mapAudio(media: CmsMediaWire | undefined, ctx: MapContext): AudioFile | undefined {
  if (media?.type !== 'audio') return undefined;
  const file = media.field_media_audio_file?.[0];
  if (!file?.url) return undefined;
  const info = html(media.field_info, ctx);
  return {
    title: media.label ?? file.filename ?? '',
    url: file.url,
    ...(file.filemime ? { mimeType: file.filemime } : {}),
    ...(info ? { info } : {}),
  };
}

/** Maps an svg media. */
export function mapSvg(media: CmsMediaWire | undefined): SvgImage | undefined {
  if (media?.type !== 'svg') return undefined;
  const item = media.field_media_svg?.[0];
  if (!item?.url) return undefined;
  return { url: item.url, alt: item.alt ?? '' };
}

/** Maps any media (spec 2 §3.2); undefined when its content is missing. */
export function mapMedia(media: CmsMediaWire | undefined, ctx: MapContext): Media | undefined {
  switch (media?.type) {
    case 'image': {
      const image = mapCmsImage(media);
      return image ? { type: 'image', image } : undefined;
    }
    case 'video': {
      const video = mapVideo(media);
      return video ? { type: 'video', video } : undefined;
    }
    case 'document': {
      const document = mapDocument(media, ctx);
      return document ? { type: 'document', document } : undefined;
    }
    case 'audio': {
      const audio = mapAudio(media, ctx);
      return audio ? { type: 'audio', audio } : undefined;
    }
    case 'svg': {
      const svg = mapSvg(media);
      return svg ? { type: 'svg', svg } : undefined;
    }
    default:
      return undefined;
  }
}

/** The first media of a field if it is an image or a video. */
export function visualMedia(field: z.output<typeof mediaField>, ctx: MapContext): VisualMedia | undefined {
  const media = mapMedia(field?.[0], ctx);
  return media?.type === 'image' || media?.type === 'video' ? media : undefined;
}

/** The first image of a media field. */
export function image(field: z.output<typeof mediaField>): Image | undefined {
  return mapCmsImage(field?.[0]);
}

/** The svg (or image, as a fallback) icon of a media field. */
export function svgIcon(field: z.output<typeof mediaField>): SvgImage | undefined {
  const media = field?.[0];
  if (media?.type === 'image') {
    const img = mapCmsImage(media);
    return img ? { url: img.url, alt: img.alt } : undefined;
  }
  return mapSvg(media);
}

/** Drops keys whose value is undefined, so mapped blocks stay small and compare cleanly. */
export function compact<const T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as T;
}
