// Fixtures of the raw content tests: blocks as the CMS stores them (spec 2 §3.7).
import type { RawBlock, RawBlockType } from './raw-content';

/** A raw block with the CMS's defaults (depth 0, no styles, entities or data) and any other fields given. */
export function rawBlock(
  key: string,
  type: RawBlockType,
  text: string,
  more: Partial<RawBlock> = {},
): RawBlock {
  return { key, text, type, depth: 0, inlineStyleRanges: [], entityRanges: [], data: {}, ...more };
}
