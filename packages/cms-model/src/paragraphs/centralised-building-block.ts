import { paragraphsField } from '../fields';
import { type BlockBase, block, defineParagraph, paragraph } from './define';
import type { Block } from './index';

/** centralised_building_block: one paragraph, centred. */
export interface CentralisedBlock extends BlockBase {
  readonly kind: 'centralisedBlock';
  readonly block: Block;
}

export const centralisedBuildingBlockParagraph = defineParagraph({
  bundle: 'centralised_building_block',
  schema: paragraph({ field_single_paragraph: paragraphsField }),
  map: (p, ctx, nested): CentralisedBlock | null => {
    const inner = p.field_single_paragraph?.[0];
    const innerBlock = inner ? nested.mapParagraph(inner, ctx) : null;
    return innerBlock ? block(p, 'centralisedBlock', { block: innerBlock }) : null;
  },
});
