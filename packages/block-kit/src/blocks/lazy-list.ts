import type { Block, BlockKind } from '@dementie/cms-model';
import { kitBlockLoaders } from './block-loaders.gen';
import { type BlockRegistry, registryOf } from './renderer/registry';

// The loaders are written from `./list.ts` (the one list of blocks), never by hand.
export { type BlockLoader, kitBlockLoaders } from './block-loaders.gen';

/** The kinds of `block` and of every block inside it (an expandable's items, a grid's cells). */
export function kindsIn(block: Block): ReadonlySet<BlockKind> {
  const kinds = new Set<BlockKind>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const kind = (value as { kind?: unknown }).kind;
    if (typeof kind === 'string' && Object.hasOwn(kitBlockLoaders, kind)) kinds.add(kind as BlockKind);
    for (const field of Object.values(value)) visit(field);
  };
  visit(block);
  return kinds;
}

/**
 * A registry of the kit's renderers for `block` and the blocks inside it, loading only their code.
 * Any object with a known `kind` counts, so a field that merely looks like a block loads one kind
 * too many, never one too few.
 */
export async function registryForBlock(block: Block): Promise<BlockRegistry> {
  const loaders = new Set([...kindsIn(block)].map((kind) => kitBlockLoaders[kind]));
  const loaded = await Promise.all([...loaders].map((load) => load()));
  return registryOf(loaded.flat());
}
