import { isSafeLinkUrl } from '@dementie/api-client';

/*
 * Rich text is stored as a serialized raw content JSON string (spec 2 §3.7): a list of blocks with
 * their text, block type, inline style ranges and entity ranges, and an entity map. Node types:
 * heading, list, quote, link (url, title, targetOption) and image (src). This module reads and
 * writes that format; raw-content-lexical.ts converts it to and from the editor's serialized state.
 */

/** A block type of the raw format. */
export type RawBlockType =
  | 'unstyled'
  | 'header-one'
  | 'header-two'
  | 'header-three'
  | 'header-four'
  | 'header-five'
  | 'header-six'
  | 'unordered-list-item'
  | 'ordered-list-item'
  | 'blockquote'
  | 'atomic';

/** An inline style over a range of a block's text: BOLD, ITALIC, UNDERLINE or `color-<css colour>`. */
export interface RawInlineStyleRange {
  readonly offset: number;
  readonly length: number;
  readonly style: string;
}

/** An entity (link or image) over a range of a block's text. */
export interface RawEntityRange {
  readonly offset: number;
  readonly length: number;
  readonly key: number;
}

/** One block of raw content. */
export interface RawBlock {
  readonly key: string;
  readonly text: string;
  readonly type: RawBlockType;
  readonly depth: number;
  readonly inlineStyleRanges: readonly RawInlineStyleRange[];
  readonly entityRanges: readonly RawEntityRange[];
  readonly data: Readonly<Record<string, unknown>>;
}

/** A link: url, title and targetOption ('_blank' opens a new window, '_self' the same). */
export interface RawLinkEntity {
  readonly type: 'LINK';
  readonly mutability: 'MUTABLE';
  readonly data: { readonly url: string; readonly title: string; readonly targetOption: '_blank' | '_self' };
}

/**
 * An image: src and its alt text (decision 0048: written by the editor, '' when `decorative`; older
 * content has the file name or 'custom'), and the original's size when known.
 */
export interface RawImageEntity {
  readonly type: 'IMAGE';
  readonly mutability: 'IMMUTABLE';
  readonly data: RawImageData;
}

/** The data of an IMAGE entity. */
export interface RawImageData {
  readonly src: string;
  readonly alt: string;
  readonly decorative?: boolean;
  readonly width?: number;
  readonly height?: number;
}

function positiveSize(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/** The IMAGE data of untrusted fields: src, alt, and decorative/width/height only when valid. */
export function imageData(src: string, fields: Record<string, unknown>): RawImageData {
  const width = positiveSize(fields.width);
  const height = positiveSize(fields.height);
  return {
    src,
    alt: typeof fields.alt === 'string' ? fields.alt : '',
    ...(fields.decorative === true ? { decorative: true } : {}),
    ...(width && height ? { width, height } : {}),
  };
}

/** The custom types rich-text import accepts (spec 2 §5: only image and link). */
export type RawEntity = RawLinkEntity | RawImageEntity;

/** Raw content: blocks and the entities they point at. */
export interface RawContent {
  readonly blocks: readonly RawBlock[];
  readonly entityMap: Readonly<Record<string, RawEntity>>;
}

const BLOCK_TYPES: ReadonlySet<string> = new Set<RawBlockType>([
  'unstyled',
  'header-one',
  'header-two',
  'header-three',
  'header-four',
  'header-five',
  'header-six',
  'unordered-list-item',
  'ordered-list-item',
  'blockquote',
  'atomic',
]);

/** An empty document. */
export const EMPTY_RAW_CONTENT: RawContent = { blocks: [], entityMap: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonNegativeInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Only http(s), mailto, tel and site-relative links: never `javascript:` and friends, and never an
 * address that only looks site-relative (`/\evil.example`, `/<tab>/evil.example`), which a browser
 * reads as another site (api-client `isSafeLinkUrl`, the CMS sanitiser's rule too).
 */
export function isSafeUrl(url: string): boolean {
  // An editor's `www.example.nl` is no page of ours: only an absolute address, a path or an anchor.
  return /^\s*(?:[/#]|(?:https?|mailto|tel):)/i.test(url) && isSafeLinkUrl(url);
}

/**
 * Image sources: what `isSafeUrl` allows (but mail and phone links), plus `data:image/...`, which an
 * `<img>` shows without running anything.
 */
export function isSafeImageSrc(src: string): boolean {
  const trimmed = src.trim();
  if (/^data:image\/[a-z+.-]+[;,]/i.test(trimmed)) return true;
  return isSafeUrl(trimmed) && !/^(mailto|tel):/i.test(trimmed);
}

function readEntity(value: unknown): RawEntity | null {
  if (!isRecord(value) || !isRecord(value.data)) return null;
  const type = typeof value.type === 'string' ? value.type.toUpperCase() : '';
  const data = value.data;
  if (type === 'LINK') {
    const url = typeof data.url === 'string' ? data.url : typeof data.href === 'string' ? data.href : '';
    if (!isSafeUrl(url)) return null;
    return {
      type: 'LINK',
      mutability: 'MUTABLE',
      data: {
        url,
        title: typeof data.title === 'string' ? data.title : '',
        targetOption: data.targetOption === '_blank' ? '_blank' : '_self',
      },
    };
  }
  if (type === 'IMAGE') {
    const src = typeof data.src === 'string' ? data.src : '';
    if (!isSafeImageSrc(src)) return null;
    return {
      type: 'IMAGE',
      mutability: 'IMMUTABLE',
      data: imageData(src, data),
    };
  }
  // Spec 2 §5: "Rich-text import accepts only image and link custom types".
  return null;
}

/**
 * Reads serialized raw content. Entities other than LINK and IMAGE are dropped (their text stays),
 * unknown block types become paragraphs, broken ranges are left out. Answers null when the text is
 * not raw content at all (not JSON, or no block list).
 */
export function parseRawContent(serialized: string): RawContent | null {
  let json: unknown;
  try {
    json = JSON.parse(serialized);
  } catch {
    return null;
  }
  if (!isRecord(json) || !Array.isArray(json.blocks)) return null;
  const entityMap: Record<string, RawEntity> = {};
  if (isRecord(json.entityMap)) {
    for (const [key, value] of Object.entries(json.entityMap)) {
      const entity = readEntity(value);
      if (entity) entityMap[key] = entity;
    }
  }
  const blocks: RawBlock[] = [];
  json.blocks.forEach((value, index) => {
    if (!isRecord(value)) return;
    const text = typeof value.text === 'string' ? value.text : '';
    const type =
      typeof value.type === 'string' && BLOCK_TYPES.has(value.type)
        ? (value.type as RawBlockType)
        : 'unstyled';
    const within = (offset: number | undefined, length: number | undefined) =>
      offset !== undefined && length !== undefined && length > 0 && offset + length <= text.length;
    const inlineStyleRanges: RawInlineStyleRange[] = [];
    if (Array.isArray(value.inlineStyleRanges)) {
      for (const range of value.inlineStyleRanges) {
        if (!isRecord(range) || typeof range.style !== 'string') continue;
        const offset = nonNegativeInt(range.offset);
        const length = nonNegativeInt(range.length);
        if (within(offset, length))
          inlineStyleRanges.push({ offset: offset as number, length: length as number, style: range.style });
      }
    }
    const entityRanges: RawEntityRange[] = [];
    if (Array.isArray(value.entityRanges)) {
      for (const range of value.entityRanges) {
        if (!isRecord(range)) continue;
        const offset = nonNegativeInt(range.offset);
        const length = nonNegativeInt(range.length);
        const key = typeof range.key === 'number' ? range.key : Number(range.key);
        if (within(offset, length) && entityMap[String(key)])
          entityRanges.push({ offset: offset as number, length: length as number, key });
      }
    }
    blocks.push({
      key: typeof value.key === 'string' && value.key !== '' ? value.key : `b${index}`,
      text,
      type,
      depth: nonNegativeInt(value.depth) ?? 0,
      inlineStyleRanges,
      entityRanges,
      data: isRecord(value.data) ? value.data : {},
    });
  });
  return { blocks, entityMap };
}

/** Serializes raw content (the stored string). */
export function serializeRawContent(content: RawContent): string {
  return JSON.stringify(content);
}

/** Raw content holding plain paragraphs (blank lines separate them). */
export function rawContentFromPlainText(text: string): RawContent {
  const paragraphs = text.split(/\n{2,}/).filter((part) => part.trim() !== '');
  return {
    blocks: paragraphs.map((part, index) => ({
      key: `p${index}`,
      text: part,
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    })),
    entityMap: {},
  };
}

/** The plain text of raw content, blocks separated by a blank line. */
export function rawContentPlainText(content: RawContent): string {
  return content.blocks
    .filter((block) => block.type !== 'atomic')
    .map((block) => block.text)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
