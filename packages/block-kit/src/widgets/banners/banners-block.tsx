import { useBlockData } from '../../blocks/renderer/block-data';
import { type BlockComponentProps, defineBlock } from '../../blocks/renderer/registry';
import { Banners } from './banners';

/** banners: three banners and the fixed memory-test banner. */
function BannersBlock({ block }: BlockComponentProps<'banners'>) {
  const { memoryTestHref } = useBlockData();
  return <Banners items={block.items} {...(memoryTestHref ? { memoryTestHref } : {})} />;
}

/** The banners block. */
export const bannersBlock = defineBlock({ kind: 'banners', component: BannersBlock });
