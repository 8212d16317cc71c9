import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { TagCloud } from './tag-cloud';

/**
 * Topics as tags that link to search or pages.
 *
 * **When to use**: helping visitors jump to a topic.
 *
 * **Editors fill in**: the tags and where each links.
 *
 * **Accessibility**: the tags are a list of links; their size does not carry meaning.
 */
const meta = preview.meta({
  title: 'Widgets/Tag cloud',
  component: TagCloud,
  args: { ...fixtureBlock('tag_cloud', 'tagCloud') },
});

export const Default = meta.story({});
