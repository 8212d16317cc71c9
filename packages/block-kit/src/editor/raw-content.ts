/*
 * Rich text is stored as a serialized raw content JSON string (spec 2 §3.7): a list of blocks with
 * their text, block type, inline style ranges and entity ranges, and an entity map. Node types:
 * heading, list, quote, link (url, title, targetOption) and image (src). This module reads and
 * writes that format and converts it to and from the editor's (Lexical's) serialized state, both
 * ways, without needing a browser or an editor instance.
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
function imageData(src: string, fields: Record<string, unknown>): RawImageData {
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

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
type HeadingTag = (typeof HEADING_TAGS)[number];
const HEADING_TYPES: Readonly<Record<HeadingTag, RawBlockType>> = {
  h1: 'header-one',
  h2: 'header-two',
  h3: 'header-three',
  h4: 'header-four',
  h5: 'header-five',
  h6: 'header-six',
};

/** An empty document. */
export const EMPTY_RAW_CONTENT: RawContent = { blocks: [], entityMap: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonNegativeInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Only http(s), mailto, tel and site-relative links: never `javascript:` and friends. */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return false;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true;
  if (trimmed.startsWith('#')) return true;
  return /^(https?:|mailto:|tel:)/i.test(trimmed);
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

// ---------------------------------------------------------------------------------------------------
// Lexical's serialized state (the subset this project's editor uses)

/** Text format bits of Lexical. */
export const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8 } as const;

const STYLE_BITS: ReadonlyArray<readonly [string, number]> = [
  ['BOLD', TEXT_FORMAT.bold],
  ['ITALIC', TEXT_FORMAT.italic],
  ['STRIKETHROUGH', TEXT_FORMAT.strikethrough],
  ['UNDERLINE', TEXT_FORMAT.underline],
];

/** A serialized Lexical node (loosely typed: Lexical fills the fields it needs). */
export interface LexicalJsonNode {
  readonly type: string;
  readonly version: number;
  readonly children?: readonly LexicalJsonNode[];
  readonly [field: string]: unknown;
}

/** A serialized Lexical editor state. */
export interface LexicalJsonState {
  readonly root: LexicalJsonNode;
}

interface Run {
  text: string;
  styles: string[];
  entity: number | null;
}

/** Splits a block's text into runs with one set of styles and one entity each. */
function runsOf(block: RawBlock): Run[] {
  const length = block.text.length;
  const styleAt: string[][] = Array.from({ length }, () => []);
  for (const range of block.inlineStyleRanges) {
    for (let i = range.offset; i < range.offset + range.length; i += 1) {
      const styles = styleAt[i];
      if (styles && !styles.includes(range.style)) styles.push(range.style);
    }
  }
  const entityAt: (number | null)[] = Array.from({ length }, () => null);
  for (const range of block.entityRanges) {
    for (let i = range.offset; i < range.offset + range.length; i += 1) entityAt[i] = range.key;
  }
  const runs: Run[] = [];
  for (let i = 0; i < length; i += 1) {
    const styles = [...(styleAt[i] ?? [])].sort();
    const entity = entityAt[i] ?? null;
    const last = runs.at(-1);
    if (last && last.entity === entity && last.styles.join('|') === styles.join('|')) {
      last.text += block.text[i];
    } else {
      runs.push({ text: block.text[i] ?? '', styles, entity });
    }
  }
  return runs;
}

function textNodes(text: string, styles: readonly string[]): LexicalJsonNode[] {
  let format = 0;
  let colour = '';
  for (const style of styles) {
    const bit = STYLE_BITS.find(([name]) => name === style)?.[1];
    if (bit) format |= bit;
    else if (style.startsWith('color-')) colour = style.slice('color-'.length);
  }
  const nodes: LexicalJsonNode[] = [];
  // A newline inside a block is a line break node in the editor.
  text.split('\n').forEach((part, index) => {
    if (index > 0) nodes.push({ type: 'linebreak', version: 1 });
    if (part !== '')
      nodes.push({
        type: 'text',
        version: 1,
        text: part,
        format,
        style: colour ? `color: ${colour}` : '',
        mode: 'normal',
        detail: 0,
      });
  });
  return nodes;
}

function inlineChildren(block: RawBlock, entityMap: RawContent['entityMap']): LexicalJsonNode[] {
  const children: LexicalJsonNode[] = [];
  let link: { key: number; node: { children: LexicalJsonNode[] } & LexicalJsonNode } | null = null;
  for (const run of runsOf(block)) {
    const entity = run.entity === null ? undefined : entityMap[String(run.entity)];
    if (entity?.type === 'LINK') {
      if (!link || link.key !== run.entity) {
        const node = {
          type: 'link',
          version: 1,
          url: entity.data.url,
          title: entity.data.title || null,
          target: entity.data.targetOption === '_blank' ? '_blank' : null,
          rel: entity.data.targetOption === '_blank' ? 'noopener noreferrer' : null,
          children: [] as LexicalJsonNode[],
        };
        link = { key: run.entity as number, node };
        children.push(node);
      }
      link.node.children.push(...textNodes(run.text, run.styles));
    } else {
      link = null;
      children.push(...textNodes(run.text, run.styles));
    }
  }
  return children;
}

function element(
  type: string,
  children: LexicalJsonNode[],
  extra: Record<string, unknown> = {},
): LexicalJsonNode {
  return { type, version: 1, children, direction: null, format: '', indent: 0, ...extra };
}

/** Raw content to Lexical's serialized state (load it with `editor.parseEditorState`). */
export function rawContentToLexical(content: RawContent): LexicalJsonState {
  const children: LexicalJsonNode[] = [];
  let list: { type: RawBlockType; node: LexicalJsonNode & { children: LexicalJsonNode[] } } | null = null;
  for (const block of content.blocks) {
    if (block.type === 'unordered-list-item' || block.type === 'ordered-list-item') {
      if (!list || list.type !== block.type) {
        const ordered: boolean = block.type === 'ordered-list-item';
        const node: LexicalJsonNode & { children: LexicalJsonNode[] } = {
          ...element('list', []),
          listType: ordered ? 'number' : 'bullet',
          start: 1,
          tag: ordered ? 'ol' : 'ul',
          children: [] as LexicalJsonNode[],
        };
        list = { type: block.type, node };
        children.push(node);
      }
      list.node.children.push(
        element('listitem', inlineChildren(block, content.entityMap), {
          value: list.node.children.length + 1,
        }),
      );
      continue;
    }
    list = null;
    if (block.type === 'atomic') {
      const range = block.entityRanges[0];
      const entity = range ? content.entityMap[String(range.key)] : undefined;
      if (entity?.type === 'IMAGE') {
        children.push({ type: 'image', version: 1, ...entity.data });
      }
      continue;
    }
    const inline = inlineChildren(block, content.entityMap);
    const heading = (Object.entries(HEADING_TYPES) as [HeadingTag, RawBlockType][]).find(
      ([, type]) => type === block.type,
    );
    if (heading) children.push(element('heading', inline, { tag: heading[0] }));
    else if (block.type === 'blockquote') children.push(element('quote', inline));
    else children.push(element('paragraph', inline, { textFormat: 0, textStyle: '' }));
  }
  return { root: element('root', children) };
}

class RawWriter {
  readonly blocks: RawBlock[] = [];
  readonly entityMap: Record<string, RawEntity> = {};
  private nextEntity = 0;

  addEntity(entity: RawEntity): number {
    const key = this.nextEntity;
    this.nextEntity += 1;
    this.entityMap[String(key)] = entity;
    return key;
  }

  addBlock(type: RawBlockType, inline: readonly LexicalJsonNode[]): void {
    let text = '';
    const styles: RawInlineStyleRange[] = [];
    const entities: RawEntityRange[] = [];
    const visit = (nodes: readonly LexicalJsonNode[]) => {
      for (const node of nodes) {
        if (node.type === 'text' && typeof node.text === 'string') {
          const start = text.length;
          text += node.text;
          const length = node.text.length;
          const format = typeof node.format === 'number' ? node.format : 0;
          for (const [style, bit] of STYLE_BITS) {
            if (format & bit) styles.push({ offset: start, length, style });
          }
          const colour =
            typeof node.style === 'string' ? /(?:^|;)\s*color:\s*([^;]+)/.exec(node.style)?.[1] : undefined;
          if (colour) styles.push({ offset: start, length, style: `color-${colour.trim()}` });
        } else if (node.type === 'linebreak') {
          text += '\n';
        } else if (node.type === 'link' && typeof node.url === 'string') {
          const start = text.length;
          visit(node.children ?? []);
          const length = text.length - start;
          if (length > 0 && isSafeUrl(node.url)) {
            const key = this.addEntity({
              type: 'LINK',
              mutability: 'MUTABLE',
              data: {
                url: node.url,
                title: typeof node.title === 'string' ? node.title : '',
                targetOption: node.target === '_blank' ? '_blank' : '_self',
              },
            });
            entities.push({ offset: start, length, key });
          }
        } else if (node.children) {
          visit(node.children);
        }
      }
    };
    visit(inline);
    this.blocks.push({
      key: `b${this.blocks.length}`,
      text,
      type,
      depth: 0,
      inlineStyleRanges: mergeRanges(styles),
      entityRanges: entities,
      data: {},
    });
  }

  addImage(data: RawImageData): void {
    const key = this.addEntity({ type: 'IMAGE', mutability: 'IMMUTABLE', data });
    this.blocks.push({
      key: `b${this.blocks.length}`,
      text: ' ',
      type: 'atomic',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key }],
      data: {},
    });
  }
}

/** Adjacent ranges of one style become one range (text nodes split at every format change). */
function mergeRanges(ranges: readonly RawInlineStyleRange[]): RawInlineStyleRange[] {
  const sorted = [...ranges].sort((a, b) => a.style.localeCompare(b.style) || a.offset - b.offset);
  const merged: RawInlineStyleRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && last.style === range.style && last.offset + last.length === range.offset) {
      merged[merged.length - 1] = { ...last, length: last.length + range.length };
    } else {
      merged.push(range);
    }
  }
  return merged.sort((a, b) => a.offset - b.offset || a.style.localeCompare(b.style));
}

/** Lexical's serialized state to raw content (the stored form). */
export function lexicalToRawContent(state: LexicalJsonState): RawContent {
  const writer = new RawWriter();
  const topLevel = (nodes: readonly LexicalJsonNode[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'heading': {
          const tag = HEADING_TAGS.find((candidate) => candidate === node.tag) ?? 'h2';
          writer.addBlock(HEADING_TYPES[tag], node.children ?? []);
          break;
        }
        case 'quote':
          writer.addBlock('blockquote', node.children ?? []);
          break;
        case 'list': {
          const type: RawBlockType = node.listType === 'number' ? 'ordered-list-item' : 'unordered-list-item';
          for (const item of node.children ?? []) {
            // A nested list (an item holding a list) is flattened: the toolbar has no indent.
            const nested = (item.children ?? []).filter((child) => child.type === 'list');
            if (nested.length > 0) topLevel(nested);
            else writer.addBlock(type, item.children ?? []);
          }
          break;
        }
        case 'image':
          if (typeof node.src === 'string' && isSafeImageSrc(node.src))
            writer.addImage(imageData(node.src, node as Record<string, unknown>));
          break;
        default:
          writer.addBlock('unstyled', node.children ?? []);
      }
    }
  };
  topLevel(state.root.children ?? []);
  return { blocks: writer.blocks, entityMap: writer.entityMap };
}
