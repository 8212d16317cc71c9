import type { ComponentType } from 'react';
import { registryForBlock } from '../blocks/lazy-list';
import { BlockErrorBoundary } from '../blocks/renderer/block-error-boundary';
import { type BlockIslandProps, BlockRendererProvider } from '../blocks/renderer/block-renderer';
import { type BlockRegistry, rendererFor } from '../blocks/renderer/registry';

/**
 * A block that needs script, hydrated on its own (decision 0067): the kit's renderer of its kind in
 * the render mode of its page, as the server rendered it, with `registry` for it and its nested blocks.
 */
export function BlockIsland({
  block,
  priority,
  mode,
  registry,
}: BlockIslandProps & { registry: BlockRegistry }) {
  const Renderer = rendererFor(registry, block.kind);
  if (!Renderer) return null;
  return (
    <BlockRendererProvider registry={registry} mode={mode}>
      <BlockErrorBoundary kind={block.kind} mode={mode}>
        <Renderer block={block as never} priority={priority} />
      </BlockErrorBoundary>
    </BlockRendererProvider>
  );
}

/**
 * The component of one block island, with the code of its block and of the blocks inside it loaded
 * first (decision 0069): the island renders at once, as the server did, and no other block's code loads.
 */
export async function blockIslandFor(props: BlockIslandProps): Promise<ComponentType<BlockIslandProps>> {
  const registry = await registryForBlock(props.block);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, before its root is hydrated, never during a render
  return function LoadedBlockIsland(islandProps: BlockIslandProps) {
    return <BlockIsland {...islandProps} registry={registry} />;
  };
}
