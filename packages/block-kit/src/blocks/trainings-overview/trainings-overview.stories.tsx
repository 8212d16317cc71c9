import { paragraphFixtures as p } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockDataProvider } from '../renderer/block-data';
import { FixtureBlock, fixtureStoryMeta, storyBlockData } from '../test-support/stories';

/** On the 'Blocks/Interactive' docs page, which `expandable/expandable.stories.tsx` describes. */
const meta = {
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  ...fixtureStoryMeta,
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The trainings overview: the trainings load, the list starts collapsed and opens with a button.
 * **Editors fill in** title and introduction.
 */
export const TrainingsOverview: Story = {
  args: { fixture: p.trainings_overview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bekijk alle trainingen' }));
    await expect(canvas.getByRole('button', { name: 'Toon minder trainingen' })).toBeVisible();
  },
};
/**
 * The trainings cannot be loaded: a calm message in place of the list.
 */
export const TrainingsOverviewFailed: Story = {
  args: { fixture: p.trainings_overview },
  decorators: [
    (Story) => (
      <BlockDataProvider
        value={{
          ...storyBlockData,
          loadTrainings: async () => ({ kind: 'connection-error', error: 'offline' }),
        }}
      >
        <Story />
      </BlockDataProvider>
    ),
  ],
};
