import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { TagCloud } from './tag-cloud';

/**
 * Topics as tags that link to search or pages.
 *
 * **Editors fill in**: the tags and where each links.
 */
const meta = preview.meta({
  title: 'Widgets/Tag cloud',
  component: TagCloud,
  args: { ...fixtureBlock('tag_cloud', 'tagCloud') },
  parameters: {
    guidance: guidance({
      whenToUse: 'Helping visitors jump to a topic: a set of short tags that link to search or to pages.',
      whenNotToUse: 'Not as the only navigation to a topic, and not for long link texts (use the link list).',
      keyboardAndScreen:
        'A navigation landmark named by its title; the tags are a list of links reached with Tab. Their size carries no meaning.',
      contentRules:
        'Five to fifteen tags of one to three words each, each leading to a page or search that has results.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Boeken over dementie (/boeken-over-dementie).',
    }),
  },
});

export const Default = meta.story({});
