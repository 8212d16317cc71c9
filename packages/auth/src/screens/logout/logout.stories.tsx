import preview from '../../../../../.storybook/preview';
import { testUser } from '../../test-support/fixtures';
import { StoryAuth, storyNavigation } from '../../test-support/story-support';
import { LogoutScreen } from './logout-screen';

/*
 * `/logout` (spec 1 §2): the page asks before logging out. The states: the question, logging out,
 * the logout call that gave up after its retries, and the server saying a form post was refused.
 */
const meta = preview.meta({
  title: 'Account/Logout',
  component: LogoutScreen,
  args: { navigation: storyNavigation() },
  argTypes: { navigation: { table: { disable: true } } },
});

export const Question = meta.story({
  render: (args) => (
    <StoryAuth>
      <LogoutScreen {...args} />
    </StoryAuth>
  ),
});

export const LoggingOut = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged in - logging out', user: testUser, attempt: 1 }}>
      <LogoutScreen {...args} />
    </StoryAuth>
  ),
});

/** The logout call failed after its retries: the message and 'Probeer het opnieuw'. */
export const Failed = meta.story({
  render: (args) => (
    <StoryAuth
      state={{ status: 'logged in - logout api error', user: testUser, attempt: 3, retrying: false }}
    >
      <LogoutScreen {...args} />
    </StoryAuth>
  ),
});

/** Without scripts the server refused the form post (`?fout=1`). */
export const RefusedByServer = meta.story({
  args: { navigation: storyNavigation('fout=1') },
  render: Question.input.render,
});
