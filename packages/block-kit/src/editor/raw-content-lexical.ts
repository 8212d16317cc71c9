/*
 * Raw content to and from the editor's (Lexical's) serialized state, both ways, without a browser or
 * an editor instance. Apart from raw-content.ts, which readers of content need: only the editor loads
 * this (decision 0073: the player page does not carry it for every learner).
 */
import {
  imageData,
  isSafeImageSrc,
  isSafeUrl,
  type RawBlock,
  type RawBlockType,
  type RawContent,
  type RawEntity,
  type RawEntityRange,
  type RawImageData,
  type RawInlineStyleRange,
} from './raw-content';

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
