import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAuth, storyNavigation } from '../../test-support/story-support';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Account/Login',
  component: LoginScreen,
  args: { navigation: storyNavigation() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginPage: Story = {
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
};

export const LinkSent: Story = {
  render: (args) => (
    <StoryAuth state={{ status: 'logged out - account magic link sent', email: 'sanne@example.nl' }}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
};

export const InvalidEmail: Story = {
  render: (args) => (
    <StoryAuth state={{ status: 'logged out - invalid email', email: 'sanne@example' }}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
};

export const TooManyAttempts: Story = {
  render: (args) => (
    <StoryAuth state={{ status: 'logged out - error too many attempts' }}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
};

export const ApiErrorRetrying: Story = {
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
};

export const Verifying: Story = {
  render: (args) => (
    <StoryAuth state={{ status: 'verify authentication' }} api={undefined}>
      <LoginScreen {...args} />
    </StoryAuth>
  ),
};
