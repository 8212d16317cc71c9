import { mapOverviewItem } from '@dementie/api-client';
import type { OverviewItem } from '../model';
import type { TitledListBlock } from './define';
import { defineParagraph, titledList } from './define';
import { relatedSchema } from './related-content';

/** latest_news_grid: the first item highlighted. */
export interface LatestNewsGridBlock extends TitledListBlock<'latestNewsGrid', 'items', OverviewItem> {}

export const latestNewsGridParagraph = defineParagraph({
  bundle: 'latest_news_grid',
  schema: relatedSchema,
  map: (p): LatestNewsGridBlock | null =>
    titledList(p, 'latestNewsGrid', { items: (p.field_items ?? []).map(mapOverviewItem) }),
});
