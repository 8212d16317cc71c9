import preview from '../../../../../.storybook/preview';
import { PAGE_NOTICE_KEY } from '../../store/page-notice';
import { type StoryAuthTypes, withStoryAuth } from '../../test-support/stories';
import { PageNotice } from './page-notice';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Page notice',
  component: PageNotice,
  args: { locationKey: 'story' },
  decorators: [withStoryAuth],
});

/** The profile after the mailed change-e-mail link. */
export const EmailChanged = meta.story({
  parameters: { auth: { noticeStorage: { [PAGE_NOTICE_KEY]: 'email changed' } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
  },
});

/** The home page after the mailed erase link. */
export const AccountErased = meta.story({
  parameters: {
    auth: { state: { status: 'logged out' }, noticeStorage: { [PAGE_NOTICE_KEY]: 'account erased' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
  },
});
