import { failed, loaded } from '@dementie/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAuth, storyApi, storyNavigation } from '../../test-support/story-support';
import { MyTrainingsScreen } from './my-trainings-screen';

const meta = {
  title: 'Account/My trainings',
  component: MyTrainingsScreen,
  args: { navigation: storyNavigation() },
} satisfies Meta<typeof MyTrainingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Followed: Story = {
  render: (args) => (
    <StoryAuth>
      <MyTrainingsScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Omgaan met dementie' });
  },
};

export const Empty: Story = {
  render: (args) => (
    <StoryAuth api={storyApi({ getFollowedCourses: async () => loaded([]) })}>
      <MyTrainingsScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Je volgt nog geen trainingen.');
  },
};

/** The followed trainings cannot be loaded: a plain message instead of the list. */
export const Failed: Story = {
  render: (args) => (
    <StoryAuth api={storyApi({ getFollowedCourses: async () => failed(500, 'story: server error') })}>
      <MyTrainingsScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
};
