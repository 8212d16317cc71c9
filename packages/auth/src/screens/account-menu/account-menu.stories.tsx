import preview from '../../../../../.storybook/preview';
import { StoryAuth } from '../../test-support/story-support';
import { AccountMenu } from './account-menu';

const meta = preview.meta({
  title: 'Account/Account menu',
  component: AccountMenu,
});

export const LoggedOut = meta.story({
  render: () => (
    <StoryAuth state={{ status: 'logged out' }}>
      <AccountMenu />
    </StoryAuth>
  ),
});

export const LoggedInOpen = meta.story({
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: '14rem' }}>
      <StoryAuth>
        <AccountMenu />
      </StoryAuth>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mijn account' }));
  },
});
