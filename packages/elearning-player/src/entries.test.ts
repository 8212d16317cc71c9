// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesRelativeTo, staticGraph as graphOf } from '../../../test-utils/import-graph';
import packageJson from '../package.json';

const src = path.dirname(fileURLToPath(import.meta.url));
const staticGraph = (entry: string) => graphOf(path.join(src, entry));
const relative = (files: Set<string>) => filesRelativeTo(src, files);

/** The static graph of an entry and of every `import('...')` its files make, followed as far as they go. */
function graphWithDynamicImports(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [path.join(src, entry)];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (files.has(next)) continue;
    const graph = graphOf(next);
    for (const name of graph.packages) packages.add(name);
    for (const file of graph.files) {
      files.add(file);
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const [, specifier = ''] of code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
        if (!specifier.startsWith('.')) packages.add(specifier);
        else {
          const stem = path.resolve(path.dirname(file), specifier);
          const found = [`${stem}.ts`, `${stem}.tsx`, path.join(stem, 'index.ts')].find((f) => existsSync(f));
          if (found) pending.push(found);
        }
      }
    }
  }
  return { files, packages };
}

describe('published entries (decision 0042)', () => {
  it('the main entry never loads the document editor, Lexical or the demo course', () => {
    const { files, packages } = staticGraph('index.ts');
    expect(relative(files)).not.toContain('editor/document-editor.tsx');
    expect(relative(files).filter((file) => file.startsWith('testing/'))).toEqual([]);
    expect([...packages].filter((name) => name.includes('lexical') || name.endsWith('/editor'))).toEqual([]);
  });

  it("a learner's player reaches the server through the learning client; the full api-client loads for editors only", () => {
    const { files } = staticGraph('index.ts');
    expect(relative(files)).toContain('store/backend.ts');
    expect(readFileSync(path.join(src, 'store/backend.ts'), 'utf8')).toMatch(/createLearningClient\(/);
    // createApiClient (every contract) sits behind a dynamic import, made when admin mode asks.
    expect(relative(files)).not.toContain('editor/editor-client.ts');
    const lazy = readFileSync(path.join(src, 'editor/lazy-editor-backend.ts'), 'utf8');
    expect(lazy).toMatch(/import\('\.\/editor-client'\)/);
    const mainFiles = [...files].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(mainFiles).not.toMatch(/\bcreateApiClient\(/);
  });

  it('the main entry never reaches the editor, not even by a dynamic import: the host hands it a loader', () => {
    // A bundler follows every import() it sees: a player-only app without the Lexical packages (optional
    // peers of block-kit) must still build.
    const { packages } = graphWithDynamicImports('index.ts');
    expect([...packages].filter((name) => name.includes('lexical') || name.endsWith('/editor'))).toEqual([]);
    expect(relative(staticGraph('editor/index.ts').files)).toContain('editor/document-editor.tsx');
    expect(staticGraph('editor/document-editor.tsx').packages).toContain('@dementie/block-kit/editor');
  });

  it('the demo course and memory backend are the testing subpath', async () => {
    expect(Object.keys(packageJson.exports)).toEqual(
      expect.arrayContaining(['.', './editor', './testing', './styles.css']),
    );
    const testing = await import('./testing');
    expect(testing.demoCourse.id).toBe(testing.DEMO_COURSE_ID);
    expect(typeof testing.createMemoryTrainingBackend).toBe('function');
  });
});
