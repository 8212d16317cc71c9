import { defineBlock } from '../renderer/registry';
import { RelatedContent } from './related-content';

export { LATEST_NEWS_COUNT, OverviewCard, RelatedContent } from './related-content';

export const relatedContentBlock = defineBlock({
  kind: 'relatedContent',
  component: RelatedContent,
  // Related items come with the page; the latest news too where the site loaded it with the page
  // (decision 0098), else it is loaded in the browser.
  island: (block) => block.latest && block.items.length === 0,
});
