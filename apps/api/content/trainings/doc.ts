import { type EditableBlock, serializeEditableDocument } from '@dementie/api-client';
import type { StoredImage } from '../../src/modules/elearning/schema';

/*
 * Small builders for the demo trainings' editable documents (spec 3 §3): a document is a JSON array
 * of { Kind, Content } blocks; a Text block's rteContent is a serialized raw rich-text document
 * (spec 2 §3.7: blocks with types such as heading and list).
 */

/** A paragraph, a heading (`## `) or a bullet (`- `), written as plain lines. */
type Line = string;

function rawBlock(line: Line, index: number) {
  const [type, text] = line.startsWith('## ')
    ? ['header-two', line.slice(3)]
    : line.startsWith('- ')
      ? ['unordered-list-item', line.slice(2)]
      : ['unstyled', line];
  return { key: `b${index}`, type, text, depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} };
}

/** A Text block from lines: '## ' starts a heading, '- ' a bullet, anything else is a paragraph. */
export function text(lines: readonly Line[], highlighted = false): EditableBlock {
  return {
    Kind: 'Text',
    Content: {
      highlighted,
      rteContent: JSON.stringify({ blocks: lines.map(rawBlock), entityMap: {} }),
    },
  };
}

/**
 * A Video block (spec 3 §3). The demo uses a YouTube embed on purpose: unlike Vimeo it is shown only
 * after marketing cookies are accepted (spec 3 §4), so the demo shows the cookie overlay and, once
 * accepted, the video whose start/pause/end the player tracks (spec 3 §7).
 */
export function video(url: string): EditableBlock {
  return { Kind: 'Video', Content: url };
}

/** A Tip block. */
export function tip(description: string): EditableBlock {
  return { Kind: 'Tip', Content: { description } };
}

/** An Expandable block (a question with a hidden answer). */
export function expandable(title: string, description: string, icon = ''): EditableBlock {
  return { Kind: 'Expandable', Content: { icon, title, description } };
}

/** The points summary block of a summary page (spelled as spec 3 writes it). */
export function pointsSummary(): EditableBlock {
  return { Kind: 'PointsSummery' };
}

/** An Image block of a demo image. */
export function picture(image: StoredImage): EditableBlock {
  return {
    Kind: 'Image',
    Content: { url: image.Url, alt: image.Alt, crops: [], width: image.Width, height: image.Height },
  };
}

/** A serialized document of the given blocks. */
export function doc(...blocks: EditableBlock[]): string {
  return serializeEditableDocument(blocks);
}

/** The URL prefix of the demo images (served by the elearning module). */
export const MEDIA_URL = '/api/elearning/media/';

/** A demo image (400x400 SVG made for these trainings) with its alt text. */
export function media(file: string, alt: string): StoredImage {
  return { Url: `${MEDIA_URL}${file}.svg`, Alt: alt, Width: 400, Height: 400 };
}

/** The back of every demo flip card. */
export const cardBack = media('kaart-achterkant', '');
