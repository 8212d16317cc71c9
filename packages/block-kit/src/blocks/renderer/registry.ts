import type { Block, BlockKind, BlockOfKind } from '@dementie/cms-model';
import type { ComponentType } from 'react';
import type { IslandWhen } from '../../islands/island';
import type { BlockData } from './block-data';

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
 * One block of the kit: its kind, the component that renders it and whether it needs script. Each
 * block folder's `index.ts` exports one (`defineBlock`), and `../list.ts` lists them.
 */
export interface BlockRegistration<K extends BlockKind = BlockKind> {
  readonly kind: K;
  readonly component: BlockComponent<K>;
  /**
   * The block needs script to work (state, effects, handlers, data loaded in the browser): on a
   * document page it is an island, hydrated on its own (decision 0067). Without it the block is
   * server markup only there, and ships no script. A function decides per block, for a kind that
   * needs script in one variant only (the related content: only the latest news loads in the browser).
   */
  readonly island?: true | ((block: BlockOfKind<K>) => boolean);
  /**
   * When an island of this kind is taken over on a document page, if not when it comes near the viewport
   * (`IslandWhen`), from the block and what the page holds: a bookcase whose item the address opens is
   * taken over at once, so that its details show (spec 2 §2.1).
   */
  readonly islandWhen?: (block: BlockOfKind<K>, data: BlockData) => IslandWhen | undefined;
}

/** Any kind's registration, with its kind and component paired. */
export type AnyBlockRegistration = { [K in BlockKind]: BlockRegistration<K> }[BlockKind];

/** The components registered as islands, with their rule; a brand's own renderer is one when it says so too. */
const islandComponents = new WeakMap<object, true | ((block: never) => boolean)>();
/** The components whose islands say when they are taken over. */
const islandWhens = new WeakMap<object, (block: never, data: BlockData) => IslandWhen | undefined>();

/** A block's registration; the types make the component take that kind's block. */
export function defineBlock<K extends BlockKind>(registration: BlockRegistration<K>): BlockRegistration<K> {
  if (registration.island) islandComponents.set(registration.component, registration.island);
  if (registration.islandWhen) islandWhens.set(registration.component, registration.islandWhen);
  return Object.freeze({ ...registration });
}

/**
 * Whether a block component was registered as an island (`defineBlock({ island })`), for all of its
 * blocks or for some.
 */
export function isIslandComponent(component: object): boolean {
  return islandComponents.has(component);
}

/** Whether this block, rendered by `component`, is an island on a document page. */
export function isIslandBlock(component: object, block: Block): boolean {
  const rule = islandComponents.get(component);
  return rule === true || rule?.(block as never) === true;
}

/** When the island of this block, rendered by `component`, is taken over; undefined: near the viewport. */
export function islandWhenOf(component: object, block: Block, data: BlockData): IslandWhen | undefined {
  return islandWhens.get(component)?.(block as never, data);
}

/** The registry of a list of registrations; a later registration of a kind replaces an earlier one. */
export function registryOf(registrations: readonly AnyBlockRegistration[]): BlockRegistry {
  const entries: { [K in BlockKind]?: BlockComponent<K> } = {};
  for (const { kind, component } of registrations) {
    (entries as Record<string, unknown>)[kind] = component;
  }
  return createBlockRegistry(entries);
}

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
