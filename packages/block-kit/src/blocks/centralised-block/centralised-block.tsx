import { BlockRenderer } from '../renderer/block-renderer';
import type { BlockComponentProps } from '../renderer/registry';

/** centralised_building_block: its single paragraph, centred. */
export function CentralisedBlock({ block, priority }: BlockComponentProps<'centralisedBlock'>) {
  return (
    <div className="bk-block bk-centralised">
      <BlockRenderer block={block.block} priority={priority} />
    </div>
  );
}
