import { loaded } from '@dementie/api-client';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { resultStorageKeys } from '../../store/result-storage';
import { testCourseResult, testRunId } from '../../test-support/fixtures';
import { type StoryAuthTypes, storyApi, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { ResultScreen } from './result-screen';

const stored = { [resultStorageKeys.courseId]: '3', [resultStorageKeys.runId]: testRunId };

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Result page',
  component: ResultScreen,
  args: { navigation: storyNavigation(), onNotFound: () => {} },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        "The result of a finished training at /jouw-resultaat: passed, with the certificate form; not passed, with 'Training opnieuw doen'.",
      whenNotToUse: 'Not reached by browsing: only at the end of a training in this browser tab.',
      keyboardAndScreen:
        'A heading says the outcome; the form fields and the link to try again are reached with Tab in reading order.',
      contentRules:
        'Texts from the catalogue; the outcome in words first, then the one next step (the form or trying again).',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /jouw-resultaat, after a training.',
    }),
  },
});

export const Passed = meta.story({
  parameters: { auth: { state: { status: 'logged out' }, storage: stored } },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /Voornaam/ });
  },
});

export const NotPassed = meta.story({
  parameters: {
    auth: {
      state: { status: 'logged out' },
      storage: stored,
      api: storyApi({ completeCourse: async () => loaded(testCourseResult(9)) }),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Training opnieuw doen' });
  },
});
