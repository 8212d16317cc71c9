import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ImpactFigures } from './impact-figures';

/**
 * Big figures with what they mean.
 *
 * **Editors fill in**: per figure the number and its explanation.
 */
const meta = preview.meta({
  title: 'Widgets/Impact figures',
  component: ImpactFigures,
  args: { ...fixtureBlock('impact_figures', 'impactFigures') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'Two to four key numbers with what they mean, set large: the reach of the charity, people who took part.',
      whenNotToUse:
        'Not for the number of certificates (the counter shows it live), not for figures without a source, and not for more than four.',
      keyboardAndScreen: 'A list: each figure and its meaning are read together as one sentence. No focus.',
      contentRules:
        "Two to four figures; the number short ('1 op 5', '290.000'), the meaning up to 60 characters. Figures must agree with the rest of the site.",
      brands: 'alzheimer: on Over ons (/over-ons). Not used on dementie or dementievriendelijk today.',
    }),
  },
});

export const Default = meta.story({});
