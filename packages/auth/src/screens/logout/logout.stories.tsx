import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { testUser } from '../../test-support/fixtures';
import { type StoryAuthTypes, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { LogoutScreen } from './logout-screen';

/*
 * `/logout` (spec 1 §2): the page asks before logging out. The states: the question, logging out,
 * the logout call that gave up after its retries, and the server saying a form post was refused.
 */
const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Logout',
  component: LogoutScreen,
  args: { navigation: storyNavigation() },
  argTypes: { navigation: { table: { disable: true } } },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        "Confirming that the visitor wants to log out, at /logout, and what follows: logging out, or the message when it fails with 'Probeer het opnieuw'.",
      whenNotToUse:
        'Not as the only way to log out (the account menu has a button), and not for deleting the account.',
      keyboardAndScreen:
        'The question is a heading with one form button reached with Tab; it works without script (a form post). A failure is a message with a button to try again.',
      contentRules:
        'Texts from the catalogue; one question, one action; a failure says what went wrong and offers to try again.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /logout, from the account menu or a direct link.',
    }),
  },
});

export const Question = meta.story({});

export const LoggingOut = meta.story({
  parameters: { auth: { state: { status: 'logged in - logging out', user: testUser, attempt: 1 } } },
});

/** The logout call failed after its retries: the message and 'Probeer het opnieuw'. */
export const Failed = meta.story({
  parameters: {
    auth: {
      state: { status: 'logged in - logout api error', user: testUser, attempt: 3, retrying: false },
    },
  },
});

/** Without scripts the server refused the form post (`?fout=1`). */
export const RefusedByServer = meta.story({ args: { navigation: storyNavigation('fout=1') } });
