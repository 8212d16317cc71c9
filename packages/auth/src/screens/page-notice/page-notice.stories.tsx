import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_NOTICE_KEY } from '../../store/page-notice';
import { StoryAuth, storyStorage } from '../../test-support/story-support';
import { PageNotice } from './page-notice';

const meta = {
  title: 'Account/Page notice',
  component: PageNotice,
  args: { locationKey: 'story' },
} satisfies Meta<typeof PageNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile after the mailed change-e-mail link. */
export const EmailChanged: Story = {
  render: (args) => (
    <StoryAuth noticeStorage={storyStorage({ [PAGE_NOTICE_KEY]: 'email changed' })}>
      <PageNotice {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
  },
};

/** The home page after the mailed erase link. */
export const AccountErased: Story = {
  render: (args) => (
    <StoryAuth
      state={{ status: 'logged out' }}
      noticeStorage={storyStorage({ [PAGE_NOTICE_KEY]: 'account erased' })}
    >
      <PageNotice {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
  },
};
