import preview from '../../../../../.storybook/preview';
import { PAGE_NOTICE_KEY } from '../../store/page-notice';
import { StoryAuth, storyStorage } from '../../test-support/story-support';
import { PageNotice } from './page-notice';

const meta = preview.meta({
  title: 'Account/Page notice',
  component: PageNotice,
  args: { locationKey: 'story' },
});

/** The profile after the mailed change-e-mail link. */
export const EmailChanged = meta.story({
  render: (args) => (
    <StoryAuth noticeStorage={storyStorage({ [PAGE_NOTICE_KEY]: 'email changed' })}>
      <PageNotice {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
  },
});

/** The home page after the mailed erase link. */
export const AccountErased = meta.story({
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
});
