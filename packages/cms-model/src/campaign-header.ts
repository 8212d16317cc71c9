import {
  type CmsMediaWire,
  type CmsNodeWire,
  cmsNodeSchema,
  type Image,
  type ImageCrop,
  mapCmsImage,
} from '@dementie/api-client';
import { compact, type MapContext, visualMedia } from './fields';
import type { CampaignCrop, CampaignHeader, VisualMedia } from './model';
import type { PageKind } from './page-kind';

/*
 * The campaign header of spec 2 §2.3, from field_single_paragraph (spec 2 §3.1): thematic in the
 * brand colour, full size with media, or (campaign specials) a picture in a portrait, landscape or
 * square crop. Project choice, as the spec names no field: the header paragraph says which crop in
 * `field_crop` ('portrait' | 'landscape' | 'square'; landscape when absent or unknown).
 */

/** The shape of each crop (the image styles portrait_*, landscape_*, square_* of the server). */
export const CAMPAIGN_CROP_RATIOS: Readonly<Record<CampaignCrop, number>> = {
  portrait: 3 / 4,
  landscape: 16 / 9,
  square: 1,
};

/** Crops closer than this to a shape are that shape (rounding in crop sizes, e.g. 404x227). */
const SAME_RATIO = 0.02;

const CROPS = Object.keys(CAMPAIGN_CROP_RATIOS) as CampaignCrop[];

/** The crop the CMS asks for; landscape when it names none or one we do not know. */
export function parseCampaignCrop(value: unknown): CampaignCrop {
  const first = Array.isArray(value) ? (value[0] as { value?: unknown } | undefined)?.value : value;
  return CROPS.find((crop) => crop === first) ?? 'landscape';
}

type Style = { url: string; width: number; height: number };

/**
 * An image narrowed to one crop: its style urls named `<crop>_...`, else those of the crop's shape.
 * The result's url, width and height are those of the widest crop, so `srcset` only offers that
 * shape and the reserved space is the crop's. Undefined when the image has no such crop.
 */
export function cropImage(media: CmsMediaWire | undefined, crop: CampaignCrop): Image | undefined {
  const image = mapCmsImage(media);
  if (media?.type !== 'image' || !image) return undefined;
  const styles = Object.entries(media.field_image?.[0]?.style_urls ?? {}).flatMap(([name, style]) =>
    style.height ? [{ name, style: { url: style.url, width: style.width, height: style.height } }] : [],
  );
  const ratio = CAMPAIGN_CROP_RATIOS[crop];
  const named = styles.filter((s) => s.name.startsWith(`${crop}_`));
  const shaped = styles.filter((s) => Math.abs(s.style.width / s.style.height - ratio) / ratio < SAME_RATIO);
  const chosen = (named.length > 0 ? named : shaped).map((s) => s.style);
  if (chosen.length === 0) return undefined;
  const byWidth = new Map<number, Style>();
  for (const style of chosen) if (!byWidth.has(style.width)) byWidth.set(style.width, style);
  const crops: ImageCrop[] = [...byWidth.values()].sort((a, b) => a.width - b.width);
  const widest = crops[crops.length - 1] as Style;
  return compact({
    url: widest.url,
    alt: image.alt,
    title: image.title,
    crops,
    width: widest.width,
    height: widest.height,
  });
}

function parseMedia(value: unknown) {
  const parsed = cmsNodeSchema.shape.field_header_image.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Image media in the given crop (the whole image when it has no such crop); a video as it is. */
function inCrop(field: CmsMediaWire[] | null | undefined, crop: CampaignCrop, ctx: MapContext) {
  const media = visualMedia(field ?? undefined, ctx);
  if (media?.type !== 'image') return media;
  const cropped = cropImage(field?.[0], crop);
  return cropped ? { type: 'image' as const, image: cropped } : media;
}

/** The header's picture: a video's stand-in is the page's header image (the mapping has no poster). */
function posterOf(media: VisualMedia, node: CmsNodeWire, crop: CampaignCrop, ctx: MapContext) {
  if (media.type !== 'video') return undefined;
  const header = inCrop(node.field_header_image, crop, ctx);
  return header?.type === 'image' ? header.image : undefined;
}

/** The campaign header of a campaign or campaign special; undefined for other kinds (spec 2 §2.3). */
export function campaignHeader(
  node: CmsNodeWire,
  kind: PageKind,
  ctx: MapContext,
): CampaignHeader | undefined {
  if (kind !== 'campaign' && kind !== 'campaignSpecial') return undefined;
  const header = node.field_single_paragraph?.[0] as
    | { field_media?: unknown; field_crop?: unknown }
    | undefined;
  // A campaign's full-size picture is wide: the landscape crop. A special's crop is the CMS's choice.
  const crop = kind === 'campaignSpecial' ? parseCampaignCrop(header?.field_crop) : 'landscape';
  const headerMedia = header ? parseMedia(header.field_media) : undefined;
  const media =
    inCrop(headerMedia, crop, ctx) ??
    (kind === 'campaignSpecial' ? inCrop(node.field_header_image, crop, ctx) : undefined);
  if (!media) return { style: 'thematic', color: 'brand' };
  const poster = posterOf(media, node, crop, ctx);
  return kind === 'campaignSpecial'
    ? compact({ style: 'special' as const, crop, media, poster })
    : compact({ style: 'fullSize' as const, media, poster });
}
