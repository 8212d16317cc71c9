import { loaded } from '@dementie/api-client';
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
