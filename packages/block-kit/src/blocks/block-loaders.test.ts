// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockLoadersSource } from './test-support/block-loaders-source';

describe('the block loaders of the islands (decision 0069)', () => {
  it('are written from the one list of blocks (run `pnpm --filter @dementie/block-kit blocks` after changing it)', () => {
    const written = readFileSync(new URL('./block-loaders.gen.ts', import.meta.url), 'utf8');
    expect(written).toBe(blockLoadersSource());
  });
});
