import { paragraphFixtures as p } from '@dementie/cms-model';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta, withBlockData } from '../test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Trainings overview',
      whenToUse:
        'To list the trainings the brand offers, loaded from the training service, with a button to start each; the list starts collapsed when it is long.',
      whenNotToUse:
        'Not for one training (use the e-learning call to action), and not to pick trainings by hand: it shows what the brand offers.',
      keyboardAndScreen:
        "The expand button ('Bekijk alle trainingen') is a real button reached with Tab; each training's link is named by its title. A failure is a plain message shown as an alert.",
      contentRules:
        'Editors fill in the title (up to 50 characters) and an introduction of one or two sentences; the trainings come from the service.',
      brands:
        'dementie and dementievriendelijk: on the home page (/) and Trainingen (/trainingen). alzheimer: on Trainingen (/trainingen).',
    }),
  },
});

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
