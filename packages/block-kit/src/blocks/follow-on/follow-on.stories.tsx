import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Links and files' docs page, described in `call-to-action/call-to-action.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Follow-on',
      whenToUse:
        'At the end of a page, to say where to go next: a title, a short intro and two to five links to pages that carry on from this one.',
      whenNotToUse:
        'Not in the middle of a page and not for related content picked by theme (the related-content blocks do that by themselves). For a single next step use a call to action.',
      keyboardAndScreen:
        'The title is a heading; the links are a list, reached one by one with Tab and named by their text. A link to another site is marked and says so to a screen reader.',
      contentRules:
        'Title up to 50 characters, intro one sentence, two to five links whose texts name their page (up to 60 characters each).',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Over dementie (/over-dementie).',
    }),
  },
});

/**
 * A follow-on block: where to go next at the end of a page.
 */
export const FollowOn = meta.story({ args: { fixture: p.follow_on } });
