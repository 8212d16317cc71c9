import { paragraphsField } from '../fields';
import { type BlockBase, blockWith, defineParagraph, paragraph } from './define';
import type { Block } from './index';

/** centralised_building_block: one paragraph, centred; skipped when that paragraph gives no block. */
export interface CentralisedBlock extends BlockBase {
  readonly kind: 'centralisedBlock';
  readonly block: Block;
}

export const centralisedBuildingBlockParagraph = defineParagraph({
  bundle: 'centralised_building_block',
  schema: paragraph({ field_single_paragraph: paragraphsField }),
  map: (p, ctx, nested): CentralisedBlock | null => {
    const inner = p.field_single_paragraph?.[0];
    return blockWith(p, 'centralisedBlock', 'block', inner ? nested.mapParagraph(inner, ctx) : null);
  },
});
