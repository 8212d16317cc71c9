import preview from '../../../../../.storybook/preview';
import { StoryAuth, storyNavigation } from '../../test-support/story-support';
import { LoginScreen } from './login-screen';

const meta = preview.meta({
  title: 'Account/Login',
  component: LoginScreen,
  args: { navigation: storyNavigation() },
});

export const LoginPage = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
});

export const LinkSent = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out - account magic link sent', email: 'sanne@example.nl' }}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
});

export const InvalidEmail = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out - invalid email', email: 'sanne@example' }}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
});

export const TooManyAttempts = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out - error too many attempts' }}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
});

export const ApiErrorRetrying = meta.story({
  render: (args) => (
    <StoryAuth
      state={{
        status: 'logged out - login api error',
        email: 'sanne@example.nl',
        attempt: 1,
        retrying: true,
      }}
    >
      <LoginScreen {...args} />
    </StoryAuth>
  ),
});

export const Verifying = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'verify authentication' }} api={undefined}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
});
