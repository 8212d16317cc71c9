import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAuth, storyNavigation } from '../../test-support/story-support';
import { AccountScreen } from './account-screen';

const meta = {
  title: 'Account/Account',
  component: AccountScreen,
  args: { navigation: storyNavigation() },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  render: (args) => (
    <StoryAuth>
      <AccountScreen {...args} />
    </StoryAuth>
  ),
};

export const ChangingEmail: Story = {
  render: Profile.render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'E-mailadres wijzigen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nieuw e-mailadres/ }), 'nieuw@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await canvas.findByRole('alert');
  },
};

export const DeleteModal: Story = {
  render: Profile.render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account verwijderen' }));
  },
};

export const LoggedOut: Story = {
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }}>
      <AccountScreen {...args} />
    </StoryAuth>
  ),
};
