import { failed, unauthorized } from '@dementie/api-client';
import type { StoryContext } from '@storybook/react-vite';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { type StoryAuthTypes, storyApi, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { AccountScreen } from './account-screen';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Account',
  component: AccountScreen,
  args: { navigation: storyNavigation() },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        "The signed-in visitor's own details at /account-gegevens: the e-mail address to change (confirmed by mail) and deleting the account.",
      whenNotToUse:
        'Not for visitors who are not signed in (they are asked to log in) and not for editing certificates.',
      keyboardAndScreen:
        'Each action is a button; the change form has a labelled field and its result is a status message or an alert under the field. Deleting opens a modal dialog that asks to confirm; focus moves into it and returns after.',
      contentRules:
        'Texts from the catalogue; every message says what happened and what to do next in one or two sentences.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /account-gegevens, from the account menu.',
    }),
  },
});

/** A play that changes the e-mail address to `email` and waits for the message under the field. */
const changeEmailTo =
  (email: string) =>
  async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(canvas.getByRole('button', { name: 'E-mailadres wijzigen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nieuw e-mailadres/ }), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await canvas.findByRole('alert');
  };

export const Profile = meta.story({});

export const ChangingEmail = meta.story({ play: changeEmailTo('nieuw@example') });

export const DeleteModal = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account verwijderen' }));
  },
});

export const LoggedOut = meta.story({ parameters: { auth: { state: { status: 'logged out' } } } });

/** Changing the e-mail address failed at the server: the general message under the field. */
export const ChangeEmailFailed = meta.story({
  parameters: {
    auth: { api: storyApi({ changeOwnEmail: async () => failed(500, 'story: server error') }) },
  },
  play: changeEmailTo('nieuw@example.nl'),
});

/** The session ended before the change was saved: the visitor is asked to log in again. */
export const ChangeEmailNotAuthorized = meta.story({
  parameters: { auth: { api: storyApi({ changeOwnEmail: async () => unauthorized(401) }) } },
  play: changeEmailTo('nieuw@example.nl'),
});

/** The request to delete the account failed: the message in the modal, which stays open. */
export const DeleteFailed = meta.story({
  parameters: {
    auth: { api: storyApi({ anonymizeAccount: async () => failed(500, 'story: server error') }) },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account verwijderen' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Ja, stuur mij de mail' }));
    await canvas.findByRole('alert');
  },
});
