import { defaultBlockRegistry } from '../blocks/default-registry';
import { BlockErrorBoundary } from '../blocks/renderer/block-error-boundary';
import { type BlockIslandProps, BlockRendererProvider } from '../blocks/renderer/block-renderer';
import { rendererFor } from '../blocks/renderer/registry';

/**
 * A block that needs script, hydrated on its own (decision 0067): the kit's renderer of its kind in
 * the render mode of its page, as the server rendered it.
 */
export function BlockIsland({ block, priority, mode }: BlockIslandProps) {
  const Renderer = rendererFor(defaultBlockRegistry, block.kind);
  if (!Renderer) return null;
  return (
    <BlockRendererProvider registry={defaultBlockRegistry} mode={mode}>
      <BlockErrorBoundary kind={block.kind} mode={mode}>
        <Renderer block={block as never} priority={priority} />
      </BlockErrorBoundary>
    </BlockRendererProvider>
  );
}
