import { failed, loaded } from '@dementie/api-client';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { testFollowedCourses } from '../../test-support/fixtures';
import { type StoryAuthTypes, storyApi, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { MyTrainingsScreen } from './my-trainings-screen';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/My trainings',
  component: MyTrainingsScreen,
  args: { navigation: storyNavigation() },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        "The signed-in visitor's trainings at /mijn-trainingen: each with its progress, a way to continue, and the certificate when earned.",
      whenNotToUse:
        'Not for the list of all trainings (that is /trainingen), and not for visitors who are not signed in.',
      keyboardAndScreen:
        'Each training is an article named by its title; its progress is given in words, and the links to continue or to the certificate are named and described by the training they belong to.',
      contentRules:
        "Titles from the trainings; an empty list says 'Je volgt nog geen trainingen.' with the way to start one.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /mijn-trainingen, from the account menu and the main menu (Trainingen).',
    }),
  },
});

export const Followed = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Omgaan met dementie' });
  },
});

/**
 * Certificates earned: one training started again after its certificate (the certificate stays on the
 * card), one finished with its certificate (the card leads to it, a second attempt beside it).
 */
export const WithCertificates = meta.story({
  parameters: {
    auth: {
      api: storyApi({
        getFollowedCourses: async () =>
          loaded(
            testFollowedCourses.map((course, index) => ({
              ...course,
              certificateId: `c0ffee00-0000-4000-8000-00000000000${index + 1}`,
            })),
          ),
      }),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByText('Je hebt je certificaat gehaald.');
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
