import { type Block, mapBlock } from '@dementie/cms-model';
import type { BrandId } from '@dementie/i18n-catalogues';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { BlockList, BlockRendererProvider } from '../block-renderer';
import { PageBlocks } from '../page-blocks';
import { type BlockData, BlockDataProvider } from '../renderer/block-data';
import type { BlockRegistry } from '../renderer/registry';
import type { BlockRenderMode } from '../renderer/render-mode';

/** Test and story helper: a wire fixture through the cms-model mapper; fails loudly when skipped. */
export function blockFrom(fixture: unknown): Block {
  const block = mapBlock(fixture);
  if (!block) throw new Error('The fixture was skipped by the mapper');
  return block;
}

/** The providers a block needs: texts, renderer settings and block data. */
export function BlockShell({
  children,
  brand = 'dementie',
  data = {},
  mode = 'development',
  registry,
}: {
  children: ReactNode;
  brand?: BrandId;
  data?: BlockData;
  mode?: BlockRenderMode;
  registry?: BlockRegistry;
}) {
  return (
    <div lang="nl" data-brand={brand} className="dm-root">
      <I18nProvider brand={brand}>
        <BlockRendererProvider mode={mode} {...(registry ? { registry } : {})}>
          <BlockDataProvider value={data}>
            <main>{children}</main>
          </BlockDataProvider>
        </BlockRendererProvider>
      </I18nProvider>
    </div>
  );
}

/** Renders blocks in the shell (tests). */
export function renderBlocks(
  blocks: readonly Block[],
  options: { data?: BlockData; mode?: BlockRenderMode; registry?: BlockRegistry } = {},
): RenderResult {
  return render(
    <BlockShell {...options}>
      <BlockList blocks={blocks} />
    </BlockShell>,
  );
}

/** A page's blocks as the server renders them: the HTML a browser shows before any script runs. */
export function pageBlocksHtml(blocks: readonly Block[], data?: BlockData): string {
  return renderToString(
    <BlockShell {...(data ? { data } : {})}>
      <PageBlocks blocks={blocks} />
    </BlockShell>,
  );
}
