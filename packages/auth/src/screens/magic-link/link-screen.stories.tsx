import { loaded } from '@dementie/api-client';
import preview from '../../../../../.storybook/preview';
import { StoryAuth, storyApi, storyNavigation } from '../../test-support/story-support';
import { ActivationScreen, ChangeEmailScreen } from './link-screen';

const activation = 'activationToken=tok&userEmail=sanne@example.nl';

const meta = preview.meta({
  title: 'Account/Magic links',
  component: ActivationScreen,
  args: { navigation: storyNavigation(activation) },
});

export const Working = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }}>
      <ActivationScreen {...args} />
    </StoryAuth>
  ),
});

export const OtherBrowser = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }} sameBrowser={false}>
      <ActivationScreen {...args} />
    </StoryAuth>
  ),
});

export const ActivationFailed = meta.story({
  render: (args) => (
    <StoryAuth
      state={{ status: 'logged out' }}
      api={storyApi({ activate: async () => loaded({ status: 'error token not valid' }) })}
    >
      <ActivationScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Ga terug naar de homepage' });
  },
});

export const NotAuthorized = meta.story({
  render: () => (
    <StoryAuth
      state={{ status: 'logged out' }}
      api={storyApi({ changeEmailFromMagicLink: async () => loaded({ status: 'not authorized' }) })}
    >
      <ChangeEmailScreen
        navigation={storyNavigation('activationToken=tok&userId=6f1c2b1e-4a0d-4c55-9a57-0d3e0a3b9c11')}
      />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Oeps!' });
  },
});
