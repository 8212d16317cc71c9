import { BLOB_CONTAINER, BLOB_VARIANT_SIZES, pictureBlobName, variantContainer } from '@dementie/api-client';
import type { BlobStore } from './storage';

/*
 * Pictures named in content, and content without the pictures that are gone.
 *
 * An editor may delete an image that is still in use, after the picker named its places and they
 * confirmed ('Toch verwijderen', decision 0047): "these pages show no image any more". The stored
 * documents keep their history; what is served leaves the gone picture out, so a visitor never gets
 * an empty box where it was (decision 0086). What counts as a
 * reference is what usage.ts counts as a use: the original's address or a variant's.
 */

/** The original's name of a variant file (`name_size.ext` in `pictures-size`), or null. */
export function originalOfVariant(container: string, name: string): string | null {
  const size = BLOB_VARIANT_SIZES.find((candidate) => variantContainer(candidate) === container);
  if (!size) return null;
  const marker = `_${size.label}`;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  if (!base.endsWith(marker)) return null;
  return `${base.slice(0, -marker.length)}${dot > 0 ? name.slice(dot) : ''}`;
}

const VARIANT_PATH = new RegExp(
  `^(?:https?://[^/]+)?/blobstorage/(${BLOB_CONTAINER}-[0-9x]+)/([^/?#]+)$`,
  'i',
);

/**
 * The picture blob an address shows: `/blobstorage/pictures/NAME`, or one of its variants
 * `/blobstorage/pictures-SIZE/NAME_SIZE.EXT` (relative or absolute); null for any other address.
 */
export function pictureOfAddress(url: string): string | null {
  const original = pictureBlobName(url);
  if (original) return original;
  const variant = VARIANT_PATH.exec(url.trim());
  if (!variant?.[1] || !variant[2]) return null;
  try {
    return originalOfVariant(variant[1], decodeURIComponent(variant[2]));
  } catch {
    return null;
  }
}

/** Picture addresses anywhere in a text (JSON included); never the demo media under /sharedblobstorage. */
const ADDRESS =
  /(?<!shared)(?:https?:\/\/[^/\s"'\\]+)?\/blobstorage\/pictures(?:-[0-9x]+)?\/[A-Za-z0-9._%-]+/gi;

/** The names of the pictures a text shows (originals, also when it shows a variant). */
export function picturesNamedIn(text: string | null | undefined): Set<string> {
  const names = new Set<string>();
  for (const match of text?.matchAll(ADDRESS) ?? []) {
    const name = pictureOfAddress(match[0]);
    if (name) names.add(name);
  }
  return names;
}

/**
 * Of `names`, those the store no longer holds. A store that cannot answer keeps a name: a passing
 * storage fault must not take images off pages.
 */
export async function missingPictures(store: BlobStore, names: Iterable<string>): Promise<Set<string>> {
  const missing = new Set<string>();
  for (const name of new Set(names)) {
    const exists = await store.exists(BLOB_CONTAINER, name).catch(() => true);
    if (!exists) missing.add(name);
  }
  return missing;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shows(gone: ReadonlySet<string>, url: unknown): boolean {
  if (typeof url !== 'string') return false;
  const name = pictureOfAddress(url);
  return name !== null && gone.has(name);
}

/**
 * Raw rich text (spec 2 §3.7) without the images of `gone`: their IMAGE entities and the atomic blocks
 * that held them are left out (a range of one in another block is dropped, its text kept). Anything
 * that is not raw content comes back unchanged.
 */
export function richTextWithoutPictures(serialized: string, gone: ReadonlySet<string>): string {
  let json: unknown;
  try {
    json = JSON.parse(serialized);
  } catch {
    return serialized;
  }
  if (!isRecord(json) || !Array.isArray(json.blocks) || !isRecord(json.entityMap)) return serialized;
  const goneKeys = new Set(
    Object.entries(json.entityMap)
      .filter(([, entity]) => isRecord(entity) && isRecord(entity.data) && shows(gone, entity.data.src))
      .map(([key]) => key),
  );
  if (goneKeys.size === 0) return serialized;
  const pointsAtGone = (range: unknown) => isRecord(range) && goneKeys.has(String(range.key));
  const blocks = json.blocks.flatMap((block) => {
    if (!isRecord(block) || !Array.isArray(block.entityRanges)) return [block];
    if (!block.entityRanges.some(pointsAtGone)) return [block];
    if (block.type === 'atomic') return [];
    return [{ ...block, entityRanges: block.entityRanges.filter((range) => !pointsAtGone(range)) }];
  });
  const entityMap = Object.fromEntries(Object.entries(json.entityMap).filter(([key]) => !goneKeys.has(key)));
  return JSON.stringify({ ...json, blocks, entityMap });
}

/** The rich-text field of each block kind that has one (spec 3 §3). */
const RICH_TEXT_FIELD: Readonly<Record<string, string>> = { Text: 'rteContent', Expandable: 'description' };

/**
 * A serialized editable document (spec 3 §3) without the pictures of `gone`: an Image block showing
 * one is left out, and Text and Expandable rich text lose their images of it. Returns the text
 * unchanged when nothing in it is gone (or it is not a document).
 */
export function documentWithoutPictures<T extends string | null>(
  serialized: T,
  gone: ReadonlySet<string>,
): T {
  if (serialized === null || gone.size === 0) return serialized;
  const named = picturesNamedIn(serialized);
  if (![...named].some((name) => gone.has(name))) return serialized;
  let blocks: unknown;
  try {
    blocks = JSON.parse(serialized);
  } catch {
    return serialized;
  }
  if (!Array.isArray(blocks)) return serialized;
  const kept = blocks.flatMap((block) => {
    if (!isRecord(block) || !isRecord(block.Content)) return [block];
    const content = block.Content;
    if (block.Kind === 'Image') return shows(gone, content.url) ? [] : [block];
    const field = RICH_TEXT_FIELD[String(block.Kind)];
    const rich = field ? content[field] : undefined;
    if (!field || typeof rich !== 'string') return [block];
    return [{ ...block, Content: { ...content, [field]: richTextWithoutPictures(rich, gone) } }];
  });
  return JSON.stringify(kept) as T;
}

/** A stored image (`{ Url, Alt }`) of a flip card, course or chapter, or null when its picture is gone. */
export function imageUnlessGone<T extends { Url?: unknown } | null | undefined>(
  image: T,
  gone: ReadonlySet<string>,
): T | null {
  return image && shows(gone, image.Url) ? null : image;
}
