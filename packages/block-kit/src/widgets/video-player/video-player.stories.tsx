import { expect, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ACCEPTED, REFUSED, withConsent } from '../test-support/story-consent';
import { VideoPlayer } from './video-player';

const youtube = fixtureBlock('video', 'video').video;

/**
 * A YouTube (no-cookie), Vimeo or NPO video.
 *
 * **When to use**: a video from one of those hosts.
 *
 * **Editors fill in**: the video address and its title.
 *
 * **Accessibility**: without marketing consent nothing loads from the host and a message says how to allow
 * it; the frame has the video's title.
 */
const meta = preview.meta({
  title: 'Widgets/Video player',
  component: VideoPlayer,
  args: { video: youtube, consentExempt: false },
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
