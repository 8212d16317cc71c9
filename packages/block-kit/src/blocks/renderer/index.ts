export type { BlockData } from './block-data';
export { BlockDataProvider, defaultTrainingUrl, useAsyncLoad, useBlockData } from './block-data';
export { BlockErrorBoundary } from './block-error-boundary';
// BlockList, BlockRenderer, BlockRendererProvider and useBlockRenderer are exported from
// `../block-renderer.tsx`, which gives them the kit's registry as their default.
export type { BlockListProps, BlockRendererProps, BlockRendererProviderProps } from './block-renderer';
export type {
  AnyBlockRegistration,
  BlockComponent,
  BlockComponentProps,
  BlockRegistration,
  BlockRegistry,
} from './registry';
export { createBlockRegistry, defineBlock, registryOf, rendererFor } from './registry';
export type { BlockRenderMode } from './render-mode';
