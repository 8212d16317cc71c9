import { mapOverviewItem } from '@dementie/api-client';
import type { OverviewItem } from '../model';
import { blockWith, defineParagraph, type FieldBlock, paragraph } from './define';
import { overviewItems } from './shared';

/** organization (our bundle name): a dementia-friendly organisation; skipped without content (spec 2 §5). */
export interface OrganisationBlock extends FieldBlock<'organisation', 'organisation', OverviewItem> {}

export const organisationParagraph = defineParagraph({
  bundle: 'organization',
  schema: paragraph({ field_organization: overviewItems }),
  map: (p): OrganisationBlock | null => {
    const organisation = p.field_organization?.[0];
    return blockWith(p, 'organisation', 'organisation', organisation && mapOverviewItem(organisation));
  },
});
