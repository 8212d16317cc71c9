import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IframeEmbed } from '../iframe-embed';
import { NewsletterForm } from '../newsletter-form';
import { VideoPlayer } from '../video-player';
import { renderWithConsent, thirdPartyRequests } from './consent';
import './dom';
import { fixtureBlock } from './fixtures';

const video = fixtureBlock('video', 'video').video;
const interactive = fixtureBlock('iframeInteractive', 'iframeEmbed');
const spotify = fixtureBlock('iframeSpotify', 'iframeEmbed');

function Page() {
  return (
    <main>
      <VideoPlayer video={video} consentExempt={false} />
      <IframeEmbed {...interactive} />
      <IframeEmbed {...spotify} />
      <NewsletterForm
        embed={{ formId: 'f1', scriptId: 's1', scriptSrc: 'https://forms.mailing.example/s1.js' }}
      />
    </main>
  );
}

describe('no third-party request before consent (decision 0029)', { timeout: 30_000 }, () => {
  it.each([
    ['undecided', null],
    ['refused', { statistics: true, marketing: false }],
  ] as const)('loads nothing from another host while marketing consent is %s', async (_, choice) => {
    const { container } = renderWithConsent(<Page />, choice);
    expect(thirdPartyRequests(container)).toEqual([]);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Accepteer cookies om de video te kunnen bekijken.')).toBeInTheDocument();
  });

  it('loads the embeds once marketing cookies are accepted from an overlay', async () => {
    const { container, storage } = renderWithConsent(<Page />, null);
    await userEvent.click(screen.getAllByRole('button', { name: 'Accepteer cookies' })[0]!);
    expect(storage.read()).toEqual({ statistics: false, marketing: true });
    const requests = thirdPartyRequests(container);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.stringContaining('https://www.youtube-nocookie.com/embed/'),
        expect.stringContaining('https://interactief.example.org/'),
        expect.stringContaining('https://open.spotify.com/'),
        'https://forms.mailing.example/s1.js',
      ]),
    );
    expect(screen.getByTitle(video.title)).toBeInTheDocument();
  });
});
