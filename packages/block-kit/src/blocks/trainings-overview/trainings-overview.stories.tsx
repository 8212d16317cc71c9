import { paragraphFixtures as p } from '@dementie/cms-model';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta, withBlockData } from '../test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Interactive', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * The trainings overview: the trainings load, the list starts collapsed and opens with a button.
 * **Editors fill in** title and introduction.
 */
export const TrainingsOverview = meta.story({
  args: { fixture: p.trainings_overview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bekijk alle trainingen' }));
    await expect(canvas.getByRole('button', { name: 'Toon minder trainingen' })).toBeVisible();
  },
});
/**
 * The trainings cannot be loaded: a calm message in place of the list.
 */
export const TrainingsOverviewFailed = meta.story({
  args: { fixture: p.trainings_overview },
  decorators: [
    withBlockData({ loadTrainings: async () => ({ kind: 'connection-error', error: 'offline' }) }),
  ],
});
