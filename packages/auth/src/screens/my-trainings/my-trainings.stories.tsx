import { failed, loaded } from '@dementie/api-client';
import preview from '../../../../../.storybook/preview';
import { StoryAuth, storyApi, storyNavigation } from '../../test-support/story-support';
import { MyTrainingsScreen } from './my-trainings-screen';

const meta = preview.meta({
  title: 'Account/My trainings',
  component: MyTrainingsScreen,
  args: { navigation: storyNavigation() },
});

export const Followed = meta.story({
  render: (args) => (
    <StoryAuth>
      <MyTrainingsScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Omgaan met dementie' });
  },
});

export const Empty = meta.story({
  render: (args) => (
    <StoryAuth api={storyApi({ getFollowedCourses: async () => loaded([]) })}>
      <MyTrainingsScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Je volgt nog geen trainingen.');
  },
});

/** The followed trainings cannot be loaded: a plain message instead of the list. */
export const Failed = meta.story({
  render: (args) => (
    <StoryAuth api={storyApi({ getFollowedCourses: async () => failed(500, 'story: server error') })}>
      <MyTrainingsScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
});
