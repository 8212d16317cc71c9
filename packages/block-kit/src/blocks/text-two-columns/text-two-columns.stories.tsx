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
      name: 'Two text columns',
      whenToUse:
        'Two short texts of equal weight next to each other, for example for the person with dementia and for the carer.',
      whenNotToUse:
        'Not for a long text split in two (it reads badly on wide screens) and not for a question and its answer (use split columns).',
      keyboardAndScreen:
        'Plain text, read first column then second; on a phone they stack. Headings in the text keep the page outline.',
      contentRules: 'Each column up to 100 words, with its own short heading when the two differ in subject.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Omgaan met dementie (/omgaan-met-dementie).',
    }),
  },
});

/**
 * Two text columns. **Use** for two short texts of equal weight. **Editors fill in** both columns; on
 * a phone they stack.
 */
export const TextTwoColumns = meta.story({ args: { fixture: p.text_two_coulmns } });
