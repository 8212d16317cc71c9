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
      name: 'Audio',
      whenToUse:
        'A podcast or spoken fragment that adds something a text cannot: a voice, an interview, a story told by someone with dementia or a carer.',
      whenNotToUse:
        'Not for information a visitor must read or find again: put that in text. Not without a written version of what is said; not for music or sound without words.',
      keyboardAndScreen:
        "The browser's own audio player: Tab reaches play, the time slider and volume; Space or Enter plays and pauses. The player is named after the audio's title, so a screen reader says what it plays.",
      contentRules:
        'A title of at most 60 characters that says what the visitor hears and how long it lasts. Offer a transcript on the same page (a text block or a file) for every fragment. One audio block per topic; more than three on a page is a playlist, not a page.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Omgaan met dementie (/omgaan-met-dementie), from the menu Over dementie.',
    }),
  },
});

/**
 * An audio file (podcast) with the browser's own player, which is keyboard operable.
 */
export const Audio = meta.story({ args: { fixture: p.audio } });
