// Writes src/fixtures/paragraph-fixtures.gen.ts from the list of paragraph bundles
// (src/paragraphs/index.ts) and the examples beside each paragraph file (decision 0105).
// Run after adding or removing a bundle: pnpm --filter @dementie/cms-model fixtures.
// src/fixtures/fixtures.test.ts fails while the committed file differs from the list.
import { writeFileSync } from 'node:fs';
import { paragraphFixturesSource } from '../src/fixtures/test-support/paragraph-fixtures-source.ts';

writeFileSync(
  new URL('../src/fixtures/paragraph-fixtures.gen.ts', import.meta.url),
  paragraphFixturesSource(),
);
process.stdout.write('wrote src/fixtures/paragraph-fixtures.gen.ts\n');
