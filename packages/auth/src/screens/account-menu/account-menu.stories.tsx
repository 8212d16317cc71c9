import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { type StoryAuthTypes, withStoryAuth } from '../../test-support/stories';
import { AccountMenu } from './account-menu';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Account menu',
  component: AccountMenu,
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        "In the header of every page: 'Inloggen' for a visitor who is not signed in, 'Mijn account' with a menu (my trainings, account, log out) for one who is. The site places it.",
      whenNotToUse:
        'Not placed elsewhere on a page and not for links every visitor needs (those belong in the main menu).',
      keyboardAndScreen:
        "'Mijn account' is a button with aria-expanded that opens a navigation list; Tab moves through its links, Escape closes it and returns focus to the button. Logging out is a form button, so it works without script.",
      contentRules:
        "No content of its own: the labels come from the catalogue. An editor sees their role and the editors' pages above the personal links.",
      brands: 'All three brands (dementie, dementievriendelijk, alzheimer): in the header of every page.',
    }),
  },
});

export const LoggedOut = meta.story({ parameters: { auth: { state: { status: 'logged out' } } } });

export const LoggedInOpen = meta.story({
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: '14rem' }}>
      <AccountMenu />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mijn account' }));
  },
});
