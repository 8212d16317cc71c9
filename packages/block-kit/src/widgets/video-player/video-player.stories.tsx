import { expect, waitFor } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ACCEPTED, REFUSED, withConsent } from '../test-support/story-consent';
import { VideoPlayer } from './video-player';

const youtube = fixtureBlock('video', 'video').video;

/**
 * A YouTube (no-cookie), Vimeo or NPO video.
 *
 * **Editors fill in**: the video address and its title.
 */
const meta = preview.meta({
  title: 'Widgets/Video player',
  component: VideoPlayer,
  args: { video: youtube, consentExempt: false },
  parameters: {
    guidance: guidance({
      whenToUse:
        'A video from YouTube (without cookies), Vimeo or the broadcaster NPO, placed by the video block, the media columns and the special hero.',
      whenNotToUse: 'Not for a host other than these three, nor as the only way to give information.',
      keyboardAndScreen:
        "Without marketing consent nothing loads from the host; a message and a button to the cookie choice, reached with Tab. After consent the frame is named by the video's title and the host's player takes the keys.",
      contentRules: 'A title up to 60 characters that says what the video shows; subtitles in the video.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Wat is dementie? (/wat-is-dementie, YouTube), Omgaan met dementie (/omgaan-met-dementie, Vimeo) and the campaign Doe normaal (/campagnes/doe-normaal, NPO).',
    }),
  },
});

/** No marketing consent: the overlay, and nothing loaded from the host. */
export const WithoutConsent = meta.story({ decorators: [withConsent(REFUSED)] });

/** Not decided yet: the same overlay. */
export const Undecided = meta.story({ decorators: [withConsent(null)] });

/**
 * Marketing consent given: the host's player in the frame, named by the video's title. Storybook works
 * offline, so a local page stands in for the host's player here.
 */
export const WithConsent = meta.story({
  args: { video: youtube, standInSrc: '/stand-in/video.html' },
  decorators: [withConsent(ACCEPTED)],
  play: async ({ canvasElement }) => {
    // The frame has loaded the player (the same in every screenshot, never half-loaded).
    await waitFor(
      () =>
        expect(canvasElement.querySelector('iframe')?.contentDocument?.body?.textContent).toContain(
          'Hier speelt de video',
        ),
      // A lazy frame on a busy machine may take more than waitFor's default second.
      { timeout: 10_000 },
    );
  },
});
