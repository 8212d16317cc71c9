import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleModule, extractExamples } from './readme-examples.mjs';

const markdown = [
  '# A package',
  '',
  '```sh',
  'pnpm add a',
  '```',
  '',
  '```tsx',
  "import { A } from 'a';",
  '<A />;',
  '```',
  '',
  '```ts',
  'const x = 1;',
  '```',
  '',
].join('\n');

describe('README examples', () => {
  it('takes the ts and tsx blocks, with the line each starts on, and no other block', () => {
    expect(extractExamples(markdown)).toEqual([
      { lang: 'tsx', code: "import { A } from 'a';\n<A />;\n", line: 7 },
      { lang: 'ts', code: 'const x = 1;\n', line: 12 },
    ]);
  });

  it('makes each example a module that says where it comes from', () => {
    const [example] = extractExamples(markdown);
    if (!example) throw new Error('no example');
    expect(exampleModule('a', example)).toBe(
      "// packages/a/README.md, line 7\nimport { A } from 'a';\n<A />;\n\nexport {};\n",
    );
  });

  it("finds the block-kit README's examples, none of them on an undeclared wireParagraphs", () => {
    const readme = readFileSync(path.join(import.meta.dirname, '../packages/block-kit/README.md'), 'utf8');
    const examples = extractExamples(readme);
    expect(examples.length).toBeGreaterThanOrEqual(3);
    const first = examples[0]?.code ?? '';
    expect(first.indexOf('declare const wireParagraphs')).toBeGreaterThanOrEqual(0);
    expect(first.indexOf('declare const wireParagraphs')).toBeLessThan(
      first.indexOf('mapBlocks(wireParagraphs)'),
    );
  });
});
