import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { DoubleCta } from './double-cta';

/**
 * Two calls to action side by side (stacked on a phone).
 *
 * **Editors fill in**: for each card the title, text, picture and link.
 */
const meta = preview.meta({
  title: 'Widgets/Double call to action',
  component: DoubleCta,
  args: { ...fixtureBlock('double_cta', 'doubleCta') },
  parameters: {
    guidance: guidance({
      whenToUse:
        "Two equal choices side by side (stacked on a phone), each as a card with a picture, title, text and link: 'voor jezelf' and 'voor een naaste', 'doneer' and 'word vrijwilliger'.",
      whenNotToUse:
        'Not for one action (use a call to action) or more than two (use the card grid), and not when one choice is clearly the main one.',
      keyboardAndScreen:
        'Each card has a heading and one link, reached with Tab in reading order (left, then right) and named by its text.',
      contentRules:
        'Two cards; titles up to 40 characters, texts up to 120 characters, pictures landscape 3:2 of the same shape, link texts that say where they lead.',
      brands: 'alzheimer: on Over ons (/over-ons). Not used on dementie or dementievriendelijk today.',
    }),
  },
});

export const Default = meta.story({});
