import { loaded } from '@dementie/api-client';
import preview from '../../../../../.storybook/preview';
import { type StoryAuthTypes, storyApi, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { ActivationScreen, ChangeEmailScreen } from './link-screen';

const activation = 'activationToken=tok&userEmail=sanne@example.nl';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Magic links',
  component: ActivationScreen,
  args: { navigation: storyNavigation(activation) },
  decorators: [withStoryAuth],
  parameters: { auth: { state: { status: 'logged out' } } },
});

export const Working = meta.story({});

export const OtherBrowser = meta.story({ parameters: { auth: { sameBrowser: false } } });

export const ActivationFailed = meta.story({
  parameters: {
    auth: { api: storyApi({ activate: async () => loaded({ status: 'error token not valid' }) }) },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Ga terug naar de homepage' });
  },
});

export const NotAuthorized = meta.story({
  parameters: {
    auth: {
      api: storyApi({ changeEmailFromMagicLink: async () => loaded({ status: 'not authorized' }) }),
    },
  },
  render: () => (
    <ChangeEmailScreen
      navigation={storyNavigation('activationToken=tok&userId=6f1c2b1e-4a0d-4c55-9a57-0d3e0a3b9c11')}
    />
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Oeps!' });
  },
});
