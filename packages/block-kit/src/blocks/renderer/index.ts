export type { BlockData } from './block-data';
export { BlockDataProvider, defaultTrainingUrl, useAsyncLoad, useBlockData } from './block-data';
export { BlockErrorBoundary } from './block-error-boundary';
export type { BlockListProps, BlockRendererProps, BlockRendererProviderProps } from './block-renderer';
export { BlockList, BlockRenderer, BlockRendererProvider, useBlockRenderer } from './block-renderer';
export type { BlockComponent, BlockComponentProps, BlockRegistry } from './registry';
export { createBlockRegistry, rendererFor } from './registry';
export type { BlockRenderMode } from './render-mode';
