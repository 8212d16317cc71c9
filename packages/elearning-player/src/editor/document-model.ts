import {
  type ApiResult,
  allowedDocumentBlockKinds,
  EDITABLE_BLOCK_KINDS,
  type EditableBlock,
  type EditableBlockKind,
  parseEditableDocument,
} from '@dementie/api-client';
import { rawContentFromPlainText, serializeRawContent } from '@dementie/block-kit';
import { type EditableField, type EditableTargetKind, ICON_SIZE } from './document-target';

/*
 * Editable documents in admin mode (spec 3 §3 "Editable document", §5, §6), as pure functions the
 * editor component uses: which block kinds may be added, new blocks, moving and deleting, and the
 * video link rule.
 */

/** A block being edited: a stable id for React keys and focus, and the block itself. */
export interface DraftBlock {
  readonly id: string;
  readonly block: EditableBlock;
}

/**
 * The kinds that may be added now (spec 3 §6): the target's kinds from the shared api-client table
 * (the server refuses the same), and a video or image already present excludes the other media.
 */
export function allowedBlockKinds(
  target: EditableTargetKind,
  blocks: readonly EditableBlock[],
): EditableBlockKind[] {
  const hasVideo = blocks.some((block) => block.Kind === 'Video');
  const hasImage = blocks.some((block) => block.Kind === 'Image');
  return EDITABLE_BLOCK_KINDS.filter(
    (kind) =>
      allowedDocumentBlockKinds(target).includes(kind) &&
      !(kind === 'Image' && hasVideo) &&
      !(kind === 'Video' && hasImage),
  );
}

/** An empty block of a kind. */
export function emptyBlock(kind: EditableBlockKind): EditableBlock {
  switch (kind) {
    case 'Video':
      return { Kind: 'Video', Content: { url: '', autoplay: false } };
    case 'Image':
      return { Kind: 'Image', Content: { url: '', alt: '', crops: [] } };
    case 'Text':
      return { Kind: 'Text', Content: { highlighted: false, rteContent: '' } };
    case 'Expandable':
      return { Kind: 'Expandable', Content: { icon: '', title: '', description: '' } };
    case 'PointsSummery':
      return { Kind: 'PointsSummery' };
    case 'Tip':
      return { Kind: 'Tip', Content: { description: '' } };
  }
}

/** Moves the block at `index` one place up (-1) or down (+1); out of range leaves it. */
export function moveBlock<T>(blocks: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= blocks.length || target < 0 || target >= blocks.length) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The blocks without the one at `index`. */
export function removeBlock<T>(blocks: readonly T[], index: number): T[] {
  return blocks.filter((_, position) => position !== index);
}

/**
 * The document to edit: its blocks, or none with `failed` when the stored text is not a valid
 * document (spec 3 §5: invalid JSON gives the empty/failed document state). Plain text that is not
 * JSON at all (an older answer label, which the player shows as text) becomes one Text block, so an
 * editor keeps it when saving.
 */
export function documentForEditing(serialized: string | undefined): {
  readonly blocks: readonly EditableBlock[];
  readonly failed: boolean;
} {
  const parsed = parseEditableDocument(serialized);
  if (parsed.ok) return { blocks: parsed.blocks, failed: false };
  const text = serialized?.trim() ?? '';
  if (parsed.error === 'Invalid JSON' && !text.startsWith('[') && !text.startsWith('{')) {
    const rteContent = serializeRawContent(rawContentFromPlainText(text));
    return { blocks: [{ Kind: 'Text', Content: { highlighted: false, rteContent } }], failed: false };
  }
  return { blocks: [], failed: true };
}

const YOUTUBE_ID =
  /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

/**
 * The video link editor (spec 3 §5): a YouTube link becomes the embed form of its 11-character id,
 * on youtube-nocookie.com when the link used it; anything else is kept as typed.
 */
export function videoLinkToEmbed(text: string): string {
  const match = YOUTUBE_ID.exec(text);
  if (!match?.[1]) return text;
  const host = text.includes('youtube-nocookie.com')
    ? 'https://www.youtube-nocookie.com'
    : 'https://www.youtube.com';
  return `${host}/embed/${match[1]}`;
}

/**
 * Makes an uploaded SVG into a 56x56 icon (spec 3 §5: "accepts only SVG files and resizes to
 * 56x56"): keeps the drawing (a viewBox from its own size when it has none), sets width and height,
 * and removes what could run (scripts, event handlers, foreign objects, outside references).
 * Answers null when the text is not an SVG document. Needs a DOMParser (browser).
 */
export function svgIcon(text: string, parser: DOMParser = new DOMParser()): string | null {
  const parsed = parser.parseFromString(text, 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg?.nodeName.toLowerCase() !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) {
    return null;
  }
  for (const element of Array.from(svg.querySelectorAll('script, foreignObject, iframe, object, embed'))) {
    element.remove();
  }
  for (const element of [svg, ...Array.from(svg.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      const external = (name === 'href' || name === 'xlink:href') && !value.startsWith('#');
      if (name.startsWith('on') || external || value.startsWith('javascript:')) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  if (!svg.getAttribute('viewBox')) {
    const width = Number.parseFloat(svg.getAttribute('width') ?? '');
    const height = Number.parseFloat(svg.getAttribute('height') ?? '');
    if (width > 0 && height > 0) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  }
  svg.setAttribute('width', String(ICON_SIZE));
  svg.setAttribute('height', String(ICON_SIZE));
  svg.setAttribute('aria-hidden', 'true');
  return new XMLSerializer().serializeToString(svg);
}

/** The calls the document editor makes: an `ApiClient` fits. */
export interface DocumentSaveBackend {
  saveEditableDocument(input: {
    readonly targetKind: EditableTargetKind;
    readonly targetId: number;
    readonly field: EditableField;
    readonly content: string;
  }): Promise<ApiResult<{ readonly revisionId: number; readonly savedAt: string }>>;
}
