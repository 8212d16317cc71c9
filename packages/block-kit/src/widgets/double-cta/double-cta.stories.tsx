import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { DoubleCta } from './double-cta';

/**
 * Two calls to action side by side (stacked on a phone).
 *
 * **When to use**: two equal choices, for example 'for yourself' and 'for someone close'.
 *
 * **Editors fill in**: for each card the title, text, picture and link.
 *
 * **Accessibility**: the link texts say where each leads.
 */
const meta = preview.meta({
  title: 'Widgets/Double call to action',
  component: DoubleCta,
  args: { ...fixtureBlock('double_cta', 'doubleCta') },
});

export const Default = meta.story({});
