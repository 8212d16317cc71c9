import { paragraphFixtures as p } from '@dementie/cms-model';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Interactive blocks: blocks that open, count or load their content (expandables, counters, trainings
 * overview, related content, the newsletter form).
 *
 * **Accessibility**: open/closed state is announced (`details`/`summary` or `aria-expanded`); while
 * loading, the loader is a status message; a failure says what happened in plain words.
 */
const meta = preview.meta({ title: 'Blocks/Interactive', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * An expandable (questions and answers). **Use** for a list of questions where a visitor needs only
 * one answer. **Editors fill in** title, intro and the items (label, title, text). Each item has its
 * own address, so a link can open it.
 */
export const Expandable = meta.story({
  args: { fixture: p.expandable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Is dementie erfelijk?'));
    await expect(canvasElement.querySelector('details#is-dementie-erfelijk')).toHaveAttribute('open');
  },
});
