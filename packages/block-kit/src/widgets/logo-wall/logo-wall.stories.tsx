import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { LogoWall } from './logo-wall';

/**
 * A wall of partner logos (mini grid).
 *
 * **Editors fill in**: per logo the picture with alt text (the organisation's name) and an optional link.
 */
const meta = preview.meta({
  title: 'Widgets/Logo wall',
  component: LogoWall,
  args: { ...fixtureBlock('mini_grid', 'miniGrid') },
  parameters: {
    guidance: guidance({
      whenToUse: 'The logos of partners or funders, each optionally linking to the organisation.',
      whenNotToUse:
        'Not for content logos that need a text to explain them, nor for organisations with a page here (use organisation cards).',
      keyboardAndScreen:
        "The logos are a list; a linked logo is named by its alt text, so the alt text must be the organisation's name, not 'logo'. A wall without a title is named 'Logo’s van deelnemers' for screen readers.",
      contentRules:
        "Four to twelve logos, each with the organisation's name as alt text; logos on a transparent or white background, of similar visual weight.",
      brands: 'dementievriendelijk: on Dementievriendelijke organisatie (/dementievriendelijke-organisatie).',
    }),
  },
});

export const Default = meta.story({});
