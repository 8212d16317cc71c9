// Writes src/blocks/block-loaders.gen.ts from the one list of blocks (src/blocks/list.ts).
// Run after adding or removing a block: pnpm --filter @dementie/block-kit blocks.
// src/blocks/lazy-list.test.ts fails while the committed file differs from the list.
import { writeFileSync } from 'node:fs';
import { blockLoadersSource } from '../src/blocks/test-support/block-loaders-source.ts';

writeFileSync(new URL('../src/blocks/block-loaders.gen.ts', import.meta.url), blockLoadersSource());
process.stdout.write('wrote src/blocks/block-loaders.gen.ts\n');
