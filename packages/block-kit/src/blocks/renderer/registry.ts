import type { BlockKind, BlockOfKind } from '@dementie/cms-model';
import type { ComponentType } from 'react';

/** Props every block component gets. */
export interface BlockComponentProps<K extends BlockKind = BlockKind> {
  /** The mapped block (cms-model). */
  block: BlockOfKind<K>;
  /**
   * The block is the first of the page: its images load at once (the largest paint); every other
   * image loads lazily.
   */
  priority: boolean;
}

/** A component that renders one block kind. */
export type BlockComponent<K extends BlockKind = BlockKind> = ComponentType<BlockComponentProps<K>>;

/** Renderers by block kind. A kind without an entry shows the "no renderer" text (spec 2 §2.5). */
export type BlockRegistry = { readonly [K in BlockKind]?: BlockComponent<K> };

/**
 * A registry made of a base and overrides: brand apps replace or add renderers without touching
 * the kit (`createBlockRegistry({ quote: BrandQuote })`). An override of `undefined` removes one.
 */
export function createBlockRegistry(overrides: BlockRegistry = {}, base: BlockRegistry = {}): BlockRegistry {
  return Object.freeze({ ...base, ...overrides });
}

/** The renderer of a kind, if the registry has one. */
export function rendererFor<K extends BlockKind>(
  registry: BlockRegistry,
  kind: K,
): BlockComponent<K> | undefined {
  return Object.hasOwn(registry, kind) ? (registry[kind] as BlockComponent<K> | undefined) : undefined;
}
