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
      name: 'Text in split columns',
      whenToUse:
        'Two parts that belong side by side, such as a question and its answer or a term and its explanation.',
      whenNotToUse:
        'Not for running text that continues from one column to the next, and not for two equal texts (use two text columns).',
      keyboardAndScreen:
        'Plain text: read column by column in the source order, first the left then the right; on a phone the columns stack in that order.',
      contentRules: 'Each column up to 80 words; the left one short (a question, a term).',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Omgaan met dementie (/omgaan-met-dementie).',
    }),
  },
});

/**
 * Text split into columns. **Use** when two parts belong side by side (for example a question and its
 * answer). **Editors fill in** the text of each column; on a phone the columns stack.
 */
export const TextSplitColumns = meta.story({ args: { fixture: p.text_split_columns } });
