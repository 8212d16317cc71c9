import type { Block } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { Island } from '../../islands/island';
import { useBlockData } from './block-data';
import { BlockErrorBoundary } from './block-error-boundary';
import { type BlockRegistry, isIslandBlock, islandWhenOf, rendererFor } from './registry';
import type { BlockRenderMode } from './render-mode';

export interface RendererSettings {
  readonly registry: BlockRegistry;
  readonly mode: BlockRenderMode;
}

const RendererContext = createContext<RendererSettings | null>(null);

/**
 * What a renderer without a registry uses: none. The kit's registry is given by the public
 * `BlockRendererProvider` of `../block-renderer.tsx`, one level up, so that the blocks (which render
 * nested blocks with this module) and the registry (which lists the blocks) import downwards only.
 */
const NO_REGISTRY: BlockRegistry = Object.freeze({});

/** Props of `BlockRendererProvider`. */
export interface BlockRendererProviderProps {
  /**
   * The renderers. Default: the enclosing provider's; the public provider of the package falls back
   * to the kit's registry (`defaultBlockRegistry`); extend it with `createBlockRegistry`.
   */
  registry?: BlockRegistry;
  /**
   * `development` and `preview` show problems on the page (a missing renderer, a broken block);
   * `production` keeps quiet and warns in the console. Default `production`.
   */
  mode?: BlockRenderMode;
  children: ReactNode;
}

/** Chooses the block registry and render mode for everything below. */
export function BlockRendererProvider({ registry, mode, children }: BlockRendererProviderProps) {
  const parent = useContext(RendererContext);
  const value: RendererSettings = {
    registry: registry ?? parent?.registry ?? NO_REGISTRY,
    mode: mode ?? parent?.mode ?? 'production',
  };
  return <RendererContext.Provider value={value}>{children}</RendererContext.Provider>;
}

/** The registry and mode in effect. */
export function useBlockRenderer(): RendererSettings {
  return useContext(RendererContext) ?? { registry: NO_REGISTRY, mode: 'production' };
}

/** Whether a provider above has chosen the registry and mode. */
export function useHasBlockRenderer(): boolean {
  return useContext(RendererContext) !== null;
}

/** Props of `BlockRenderer`. */
export interface BlockRendererProps {
  block: Block;
  /** The first block of a page: its images load at once. Default false. */
  priority?: boolean;
}

/** Renders one block with the registry's renderer, inside its own error boundary. */
export function BlockRenderer({ block, priority = false }: BlockRendererProps) {
  const { registry, mode } = useBlockRenderer();
  const data = useBlockData();
  const Renderer = rendererFor(registry, block.kind);
  if (!Renderer) return <NoRenderer kind={block.kind} mode={mode} />;
  const when = islandWhenOf(Renderer, block, data);
  // The registry maps each kind to its own renderer, so this pairing is sound.
  const rendered = <Renderer block={block as never} priority={priority} />;
  return (
    <BlockErrorBoundary kind={block.kind} mode={mode}>
      {isIslandBlock(Renderer, block) ? (
        // On a document page the browser renders this block again on its own (decision 0067).
        <Island<BlockIslandProps>
          name={BLOCK_ISLAND}
          props={{ block, priority, mode }}
          {...(when ? { when } : {})}
        >
          {/* Rendered on its own: its nested blocks need the registry and mode given again. */}
          <BlockRendererProvider registry={registry} mode={mode}>
            {rendered}
          </BlockRendererProvider>
        </Island>
      ) : (
        rendered
      )}
    </BlockErrorBoundary>
  );
}

/** The island name of a block that needs script; its props say which block (decision 0067). */
export const BLOCK_ISLAND = 'block';

/** What a block island is rendered with again in the browser. */
export interface BlockIslandProps {
  readonly block: Block;
  readonly priority: boolean;
  readonly mode: BlockRenderMode;
}

/** Props of `BlockList`. */
export interface BlockListProps {
  blocks: readonly Block[];
  /** The first block is the top of the page (its images load at once). Default true. */
  firstIsPageTop?: boolean;
}

/** Renders blocks in order; the first one's images load eagerly, the rest lazily. */
export function BlockList({ blocks, firstIsPageTop = true }: BlockListProps) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockRenderer
          key={block.id ?? `${block.kind}-${index}`}
          block={block}
          priority={firstIsPageTop && index === 0}
        />
      ))}
    </>
  );
}

/**
 * An unknown block kind (spec 2 §2.5): shows the text that no renderer is implemented in
 * development and preview; in production renders nothing and warns 'No Renderer available'.
 */
function NoRenderer({ kind, mode }: { kind: string; mode: BlockRenderMode }) {
  const t = useT();
  useEffect(() => {
    if (mode === 'production') console.warn('No Renderer available', kind);
  }, [kind, mode]);
  if (mode === 'production') return null;
  return (
    <p className="bk-block-notice" role="note">
      {t('blocks.noRenderer', { kind })}
    </p>
  );
}
