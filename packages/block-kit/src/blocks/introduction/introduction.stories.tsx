import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Text',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Introduction',
      whenToUse:
        'Once, at the top of a page, to say in one or two sentences what the page is about and who it is for.',
      whenNotToUse:
        'Not lower on the page, not twice, and not for running text: it is set larger, so long text in it tires the reader.',
      keyboardAndScreen:
        'Plain text in the reading order, directly under the page header; no focus unless it holds a link.',
      contentRules: 'One or two sentences, up to 300 characters, in B1 Dutch; no links or lists in it.',
      brands:
        'dementie and alzheimer: on Agenda (/agenda); all three brands on Tips voor elke dag (/tips-voor-elke-dag).',
    }),
  },
});

/**
 * The page introduction. **Use** once, at the top of a page, to say in one or two sentences what the
 * page is about. **Editors fill in** the intro text.
 */
export const Introduction = meta.story({ args: { fixture: p.introduction } });
