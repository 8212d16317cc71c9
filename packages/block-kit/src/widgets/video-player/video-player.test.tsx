import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { expectNoAxeViolationsWithFrames } from '../test-support/axe-with-frames';
import { renderWithConsent } from '../test-support/consent';
import '../test-support/dom';
import { fixtureBlock } from '../test-support/fixtures';
import { VideoPlayer } from './video-player';
import { isVideoConsentExemptAddress, videoEmbedUrl } from './video-url';

const youtube = fixtureBlock('video', 'video').video;
const vimeoItem = fixtureBlock('mediaBlockOneColumn', 'mediaBlock').items[0]!.media;
const vimeo = vimeoItem.type === 'video' ? vimeoItem.video : youtube;

describe('VideoPlayer', { timeout: 30_000 }, () => {
  it('shows the cookie overlay without marketing consent and the video after accepting', async () => {
    const { container } = renderWithConsent(<VideoPlayer video={youtube} consentExempt={false} />, {
      statistics: false,
      marketing: false,
    });
    expect(screen.getByText('Accepteer cookies om de video te kunnen bekijken.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Accepteer cookies' }));
    const frame = screen.getByTitle(youtube.title);
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?rel=0$/,
    );
    await expectNoAxeViolationsWithFrames(container);
  });

  it('plays Vimeo without consent (dnt) and on the styleguide or admin paths', () => {
    renderWithConsent(
      <>
        <VideoPlayer video={vimeo} />
        <VideoPlayer video={{ ...youtube, title: 'Styleguide video' }} consentExempt />
      </>,
      null,
    );
    expect(screen.getByTitle(vimeo.title).getAttribute('src')).toContain('dnt=true');
    expect(screen.getByTitle('Styleguide video')).toBeInTheDocument();
    expect(isVideoConsentExemptAddress('https://www.dementie.nl/styleguide')).toBe(true);
    expect(isVideoConsentExemptAddress('https://admin.dementie.nl/pagina')).toBe(true);
    expect(isVideoConsentExemptAddress('https://www.dementie.nl/nieuws')).toBe(false);
  });

  it.each([
    ['vimeo', 'data:text/html,<script>parent.alert(document.cookie)</script>'],
    ['npo', 'javascript:alert(1)'],
    ['vimeo', 'https://vimeo.com.evil.test/video/1'],
    ['npo', 'https://evil.test/npo.nl/embed/1'],
    ['Voorbeeld', 'https://evil.test/embed/1'],
    ['vimeo', 'http://player.vimeo.com/video/1'],
    ['npo', '/\\evil.test/embed'],
  ])('frames nothing for a %s embed at %j, with or without consent', (provider, iframeUrl) => {
    for (const consent of [null, { statistics: true, marketing: true }]) {
      const { container, unmount } = renderWithConsent(
        <VideoPlayer video={{ ...youtube, provider, iframeUrl, videoId: '1' }} consentExempt />,
        consent,
      );
      expect(container.querySelector('iframe, .bk-video')).toBeNull();
      unmount();
    }
  });

  it('builds embed URLs with rel=0, Vimeo dnt=true and mute on autoplay (spec 3 §5)', () => {
    expect(
      videoEmbedUrl({ provider: 'youtube', videoId: 'abc', iframeUrl: 'https://www.youtube.com/embed/abc' }),
    ).toBe('https://www.youtube-nocookie.com/embed/abc?rel=0');
    const auto = new URL(videoEmbedUrl(vimeo, true));
    expect(auto.searchParams.get('dnt')).toBe('true');
    expect(auto.searchParams.get('rel')).toBe('0');
    expect(auto.searchParams.get('autoplay')).toBe('1');
    expect(auto.searchParams.get('mute')).toBe('1');
    const npo = new URL(
      videoEmbedUrl({
        provider: 'npo',
        videoId: 'VPWON_1',
        iframeUrl: 'https://start-player.npo.nl/embed/VPWON_1',
      }),
    );
    expect(npo.searchParams.get('rel')).toBe('0');
    expect(npo.searchParams.has('dnt')).toBe(false);
  });
});
