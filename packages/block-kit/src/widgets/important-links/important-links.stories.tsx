import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ImportantLinks } from './important-links';

/**
 * A short list of important links; external ones are marked.
 *
 * **Editors fill in**: the title and the links.
 */
const meta = preview.meta({
  title: 'Widgets/Important links',
  component: ImportantLinks,
  args: { ...fixtureBlock('important_links', 'importantLinks') },
  parameters: {
    guidance: guidance({
      whenToUse: 'A short list of must-have links: the helpline, contact, the first steps after a diagnosis.',
      whenNotToUse: 'Not for a long list of related pages (use the link list) or for a single link.',
      keyboardAndScreen:
        'A navigation landmark named by its title, so a screen reader can jump to it. Links to other sites show the arrow and say so.',
      contentRules:
        'Three to six links; texts up to 50 characters that name their destination; a title up to 40 characters.',
      brands: 'dementie and alzheimer: on Agenda (/agenda). Not used on dementievriendelijk today.',
    }),
  },
});

export const Default = meta.story({});
