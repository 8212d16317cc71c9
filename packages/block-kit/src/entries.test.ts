// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesRelativeTo, staticGraph as graphOf } from '../../../test-utils/import-graph';

const src = path.dirname(fileURLToPath(import.meta.url));
const staticGraph = (entry: string) => graphOf(path.join(src, entry));
const relative = (files: Set<string>) => filesRelativeTo(src, files);

describe('published entries (decision 0042)', () => {
  it('the main entry never loads Lexical, the rich-text editor or the image picker', () => {
    const { files, packages } = staticGraph('index.ts');
    const loaded = relative(files);
    for (const file of ['editor/rich-text-editor.tsx', 'editor/image-picker.tsx', 'editor/image-node.tsx']) {
      expect(loaded).not.toContain(file);
    }
    expect([...packages].filter((name) => name.includes('lexical'))).toEqual([]);
    // The pure editor tools stay in the main entry (the player's document model uses them).
    expect(loaded).toContain('editor/raw-content.ts');
  });

  it('the editor subpath has the rich-text editor and the image picker', async () => {
    const loaded = relative(staticGraph('editor/index.ts').files);
    expect(loaded).toEqual(
      expect.arrayContaining(['editor/rich-text-editor.tsx', 'editor/image-picker.tsx']),
    );
    const editor = await import('./editor');
    expect(typeof editor.RichTextEditor).toBe('function');
    expect(typeof editor.parseRawContent).toBe('function');
  });
});
