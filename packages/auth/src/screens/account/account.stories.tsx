import { failed, unauthorized } from '@dementie/api-client';
import preview from '../../../../../.storybook/preview';
import { StoryAuth, storyApi, storyNavigation } from '../../test-support/story-support';
import { AccountScreen } from './account-screen';

const meta = preview.meta({
  title: 'Account/Account',
  component: AccountScreen,
  args: { navigation: storyNavigation() },
});

export const Profile = meta.story({
  render: (args) => (
    <StoryAuth>
      <AccountScreen {...args} />
    </StoryAuth>
  ),
});

export const ChangingEmail = meta.story({
  render: Profile.input.render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'E-mailadres wijzigen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nieuw e-mailadres/ }), 'nieuw@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await canvas.findByRole('alert');
  },
});

export const DeleteModal = meta.story({
  render: Profile.input.render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account verwijderen' }));
  },
});

export const LoggedOut = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }}>
      <AccountScreen {...args} />
    </StoryAuth>
  ),
});

/** Changing the e-mail address failed at the server: the general message under the field. */
export const ChangeEmailFailed = meta.story({
  render: (args) => (
    <StoryAuth api={storyApi({ changeOwnEmail: async () => failed(500, 'story: server error') })}>
      <AccountScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'E-mailadres wijzigen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nieuw e-mailadres/ }), 'nieuw@example.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await canvas.findByRole('alert');
  },
});

/** The session ended before the change was saved: the visitor is asked to log in again. */
export const ChangeEmailNotAuthorized = meta.story({
  render: (args) => (
    <StoryAuth api={storyApi({ changeOwnEmail: async () => unauthorized(401) })}>
      <AccountScreen {...args} />
    </StoryAuth>
  ),
  play: ChangeEmailFailed.input.play,
});

/** The request to delete the account failed: the message in the modal, which stays open. */
export const DeleteFailed = meta.story({
  render: (args) => (
    <StoryAuth api={storyApi({ anonymizeAccount: async () => failed(500, 'story: server error') })}>
      <AccountScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account verwijderen' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Ja, stuur mij de mail' }));
    await canvas.findByRole('alert');
  },
});
