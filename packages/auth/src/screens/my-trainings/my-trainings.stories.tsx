import { failed, loaded } from '@dementie/api-client';
import preview from '../../../../../.storybook/preview';
import { type StoryAuthTypes, storyApi, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { MyTrainingsScreen } from './my-trainings-screen';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/My trainings',
  component: MyTrainingsScreen,
  args: { navigation: storyNavigation() },
  decorators: [withStoryAuth],
});

export const Followed = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Omgaan met dementie' });
  },
});

export const Empty = meta.story({
  parameters: { auth: { api: storyApi({ getFollowedCourses: async () => loaded([]) }) } },
  play: async ({ canvas }) => {
    await canvas.findByText('Je volgt nog geen trainingen.');
  },
});

/** The followed trainings cannot be loaded: a plain message instead of the list. */
export const Failed = meta.story({
  parameters: {
    auth: { api: storyApi({ getFollowedCourses: async () => failed(500, 'story: server error') }) },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
});
