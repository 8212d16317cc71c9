import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { type StoryAuthTypes, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { LoginScreen } from './login-screen';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Login',
  component: LoginScreen,
  args: { navigation: storyNavigation() },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        'Signing in with a link by mail (no password) at /login: the e-mail field, then the message that the link is on its way, with a way to send it again.',
      whenNotToUse: 'Not for creating an account apart from signing in: the first link creates it.',
      keyboardAndScreen:
        "The e-mail field has a visible label and a hint tied with aria-describedby; after an invalid address the field takes focus and the error is read with it; 'Link verstuurd' and retries are status messages. While busy, the button is marked aria-disabled and the form aria-busy.",
      contentRules: 'Texts from the catalogue (spec 1); a message names the address the link went to.',
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): at /login, from 'Inloggen' in the header.",
    }),
  },
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
