import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ImpactFigures } from './impact-figures';

/**
 * Big figures with what they mean.
 *
 * **When to use**: two to four key numbers (for example how many people took a training).
 *
 * **Editors fill in**: per figure the number and its explanation.
 *
 * **Accessibility**: the number and its meaning are read together as one sentence.
 */
const meta = preview.meta({
  title: 'Widgets/Impact figures',
  component: ImpactFigures,
  args: { ...fixtureBlock('impact_figures', 'impactFigures') },
});

export const Default = meta.story({});
