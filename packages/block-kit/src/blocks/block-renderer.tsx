import type { ReactNode } from 'react';
import { defaultBlockRegistry } from './default-registry';
import {
  BlockList as BlockListIn,
  type BlockListProps,
  BlockRenderer as BlockRendererIn,
  type BlockRendererProps,
  BlockRendererProvider as BlockRendererProviderIn,
  type BlockRendererProviderProps,
  type RendererSettings,
  useBlockRenderer as useBlockRendererIn,
  useHasBlockRenderer,
} from './renderer/block-renderer';

/*
 * The package's public renderer: the one of `renderer/` with the kit's registry as its default. It
 * sits above the registry, and the blocks render their nested blocks with the one below it, so the
 * imports run one way (registry -> blocks -> renderer) and there is no cycle.
 */

/** Chooses the block registry and render mode for everything below; the kit's registry by default. */
export function BlockRendererProvider({ registry, ...props }: BlockRendererProviderProps) {
  const inside = useHasBlockRenderer();
  return (
    <BlockRendererProviderIn registry={registry ?? (inside ? undefined : defaultBlockRegistry)} {...props} />
  );
}

/** The registry and mode in effect: the kit's registry when no provider chose one. */
export function useBlockRenderer(): RendererSettings {
  const settings = useBlockRendererIn();
  return useHasBlockRenderer() ? settings : { ...settings, registry: defaultBlockRegistry };
}

/** Gives `children` the kit's registry, unless a provider above has chosen one already. */
function WithDefaultRegistry({ children }: { children: ReactNode }) {
  // Inside a provider the registry is chosen already: no second provider per block.
  if (useHasBlockRenderer()) return children;
  return <BlockRendererProviderIn registry={defaultBlockRegistry}>{children}</BlockRendererProviderIn>;
}

/** Renders one block with the registry's renderer, inside its own error boundary. */
export function BlockRenderer(props: BlockRendererProps) {
  return (
    <WithDefaultRegistry>
      <BlockRendererIn {...props} />
    </WithDefaultRegistry>
  );
}

/** Renders blocks in order; the first one's images load eagerly, the rest lazily. */
export function BlockList(props: BlockListProps) {
  return (
    <WithDefaultRegistry>
      <BlockListIn {...props} />
    </WithDefaultRegistry>
  );
}
