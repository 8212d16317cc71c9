import { loaded } from '@dementie/api-client';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { type StoryAuthTypes, storyApi, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { ActivationScreen, ChangeEmailScreen } from './link-screen';

const activation = 'activationToken=tok&userEmail=sanne@example.nl';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Magic links',
  component: ActivationScreen,
  args: { navigation: storyNavigation(activation) },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        'The page a mailed link opens (/auto-activate, /change-email, /anonymize-user): it signs in, confirms a new e-mail address or erases the account, and says how it went.',
      whenNotToUse:
        'Not reached by browsing: only from a link in a mail. Not for asking anything of the visitor besides continuing in the same browser.',
      keyboardAndScreen:
        "A heading says what happens; a failure ('Oeps!') has a link back to the home page reached with Tab. While verifying, a status message says so.",
      contentRules: 'Texts from the catalogue; each outcome in one or two sentences with the next step.',
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): from the mails (sign-in, change e-mail, delete account) on each brand's own site.",
    }),
    auth: { state: { status: 'logged out' } },
  },
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
