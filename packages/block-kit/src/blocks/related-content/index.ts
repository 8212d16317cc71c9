import { defineBlock } from '../renderer/registry';
import { RelatedContent } from './related-content';

export { OverviewCard, RelatedContent } from './related-content';

export const relatedContentBlock = defineBlock({
  kind: 'relatedContent',
  component: RelatedContent,
  // Related items come with the page; only the latest news is loaded in the browser.
  island: (block) => block.latest,
});
