import { paragraphFixtures } from '@dementie/cms-model';
import { describe, expect, it } from 'vitest';
import { defaultBlockRegistry } from './default-registry';
import { kindsIn, kitBlockLoaders, registryForBlock } from './lazy-list';
import { rendererFor } from './renderer/registry';
import { blockFrom } from './test-support/render-blocks';

describe('the block loaders of the islands (decision 0069)', () => {
  it('load, for every kind of the kit, the same renderer as the whole registry has', async () => {
    const kinds = Object.keys(defaultBlockRegistry);
    expect(Object.keys(kitBlockLoaders).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      const loaded = await kitBlockLoaders[kind as keyof typeof kitBlockLoaders]();
      const registration = loaded.find((candidate) => candidate.kind === kind);
      expect(registration?.component, kind).toBe(
        rendererFor(defaultBlockRegistry, kind as keyof typeof kitBlockLoaders),
      );
    }
  });

  it('find the kinds of a block and of the blocks nested in it', () => {
    const expandable = blockFrom(paragraphFixtures.expandable);
    expect([...kindsIn(expandable)].sort()).toEqual(['expandable', 'linkList']);
  });

  it('give a registry with the renderers of those kinds and no other', async () => {
    const registry = await registryForBlock(blockFrom(paragraphFixtures.expandable));
    expect(rendererFor(registry, 'expandable')).toBe(rendererFor(defaultBlockRegistry, 'expandable'));
    expect(rendererFor(registry, 'linkList')).toBe(rendererFor(defaultBlockRegistry, 'linkList'));
    expect(rendererFor(registry, 'quote')).toBeUndefined();
  });
});
