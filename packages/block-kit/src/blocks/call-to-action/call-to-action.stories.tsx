import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Links and files: blocks that lead elsewhere, on the site or outside it, or offer a download.
 */
const meta = preview.meta({
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Call to action',
      whenToUse:
        'To ask the visitor to do one thing after reading a section: follow a training, contact an organisation, read on. One or two buttons on a coloured panel.',
      whenNotToUse:
        'Not as decoration or to repeat the menu. Not more than one per screen height; with two actions of equal weight use the double call to action; at the very end of a page use the end call to action.',
      keyboardAndScreen:
        "Each button is a link: Tab reaches it, Enter follows it, and its text is its name. A link to another site shows the arrow and says '(opent een andere website)' to a screen reader. The title is a heading in the page outline.",
      contentRules:
        "Title up to 50 characters, intro up to two sentences. Button texts are verbs that say where they lead ('Start de training', not 'Klik hier'), up to 25 characters. The first button is the main action; a second is optional.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Zorgen voor een ander (/mantelzorg), the campaign Samen in de buurt (/campagnes/samen-in-de-buurt) and every organisation page under /organisaties.',
    }),
  },
});

/**
 * A call to action with one button. **Editors fill in** title, intro, colour and an internal or
 * external link with its label.
 */
export const CallToAction = meta.story({ args: { fixture: p.call_to_action } });
/**
 * A call to action with two buttons: the first is the main action.
 */
export const CallToActionTwoButtons = meta.story({ args: { fixture: v.callToActionButtons } });
