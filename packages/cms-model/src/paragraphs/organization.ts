import { mapOverviewItem } from '@dementie/api-client';
import type { OverviewItem } from '../model';
import { type BlockBase, block, defineParagraph, paragraph } from './define';
import { overviewItems } from './shared';

/** organization (our bundle name): a dementia-friendly organisation; skipped without content (spec 2 §5). */
export interface OrganisationBlock extends BlockBase {
  readonly kind: 'organisation';
  readonly organisation: OverviewItem;
}

export const organizationParagraph = defineParagraph({
  bundle: 'organization',
  schema: paragraph({ field_organization: overviewItems }),
  map: (p): OrganisationBlock | null => {
    const organisation = p.field_organization?.[0];
    if (!organisation) return null; // spec 2 §5: an organisation without content is skipped
    return block(p, 'organisation', { organisation: mapOverviewItem(organisation) });
  },
});
