import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAuth } from '../../test-support/story-support';
import { AccountMenu } from './account-menu';

const meta = {
  title: 'Account/Account menu',
  component: AccountMenu,
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  render: () => (
    <StoryAuth state={{ status: 'logged out' }}>
      <AccountMenu />
    </StoryAuth>
  ),
};

export const LoggedInOpen: Story = {
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
};
