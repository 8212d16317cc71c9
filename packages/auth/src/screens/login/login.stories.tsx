import preview from '../../../../../.storybook/preview';
import { type StoryAuthTypes, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { LoginScreen } from './login-screen';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Login',
  component: LoginScreen,
  args: { navigation: storyNavigation() },
  decorators: [withStoryAuth],
});

export const LoginPage = meta.story({ parameters: { auth: { state: { status: 'logged out' } } } });

export const LinkSent = meta.story({
  parameters: {
    auth: { state: { status: 'logged out - account magic link sent', email: 'sanne@example.nl' } },
  },
});

export const InvalidEmail = meta.story({
  parameters: { auth: { state: { status: 'logged out - invalid email', email: 'sanne@example' } } },
});

export const TooManyAttempts = meta.story({
  parameters: { auth: { state: { status: 'logged out - error too many attempts' } } },
});

export const ApiErrorRetrying = meta.story({
  parameters: {
    auth: {
      state: {
        status: 'logged out - login api error',
        email: 'sanne@example.nl',
        attempt: 1,
        retrying: true,
      },
    },
  },
});

export const Verifying = meta.story({ parameters: { auth: { state: { status: 'verify authentication' } } } });
