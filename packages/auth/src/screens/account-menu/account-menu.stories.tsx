import preview from '../../../../../.storybook/preview';
import { type StoryAuthTypes, withStoryAuth } from '../../test-support/stories';
import { AccountMenu } from './account-menu';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Account menu',
  component: AccountMenu,
  decorators: [withStoryAuth],
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
