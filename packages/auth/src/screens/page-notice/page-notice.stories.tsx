import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { PAGE_NOTICE_KEY } from '../../store/page-notice';
import { type StoryAuthTypes, withStoryAuth } from '../../test-support/stories';
import { PageNotice } from './page-notice';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Page notice',
  component: PageNotice,
  args: { locationKey: 'story' },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        'A one-time notice at the top of a page after a mailed link: the e-mail address was changed, or the account was erased.',
      whenNotToUse: 'Not for errors or for news; not to repeat on every visit (it shows once).',
      keyboardAndScreen:
        'A status message that takes focus when it appears, so a screen reader reads it first.',
      contentRules: 'One sentence from the catalogue that says what happened; no action, no link.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on the account page after changing the e-mail address, on the home page after erasing the account.',
    }),
  },
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
