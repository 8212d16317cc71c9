import { loaded } from '@dementie/api-client';
import preview from '../../../../../.storybook/preview';
import { resultStorageKeys } from '../../store/result-storage';
import { testCourseResult, testRunId } from '../../test-support/fixtures';
import { StoryAuth, storyApi, storyNavigation, storyStorage } from '../../test-support/story-support';
import { ResultScreen } from './result-screen';

const stored = () =>
  storyStorage({ [resultStorageKeys.courseId]: '3', [resultStorageKeys.runId]: testRunId });

const meta = preview.meta({
  title: 'Account/Result page',
  component: ResultScreen,
  args: { navigation: storyNavigation(), onNotFound: () => {} },
});

export const Passed = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }} storage={stored()}>
      <ResultScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /Voornaam/ });
  },
});

export const NotPassed = meta.story({
  render: (args) => (
    <StoryAuth
      state={{ status: 'logged out' }}
      storage={stored()}
      api={storyApi({ completeCourse: async () => loaded(testCourseResult(9)) })}
    >
      <ResultScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Training opnieuw doen' });
  },
});
