import { defineBlock } from '../renderer/registry';
import { RelatedContent } from './related-content';

export { OverviewCard, RelatedContent } from './related-content';

export const relatedContentBlock = defineBlock({
  kind: 'relatedContent',
  component: RelatedContent,
  island: true,
});
