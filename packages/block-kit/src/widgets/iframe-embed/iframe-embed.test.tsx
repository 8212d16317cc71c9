import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { expectNoAxeViolationsWithFrames } from '../test-support/axe-with-frames';
import { renderWithConsent } from '../test-support/consent';
import '../test-support/dom';
import { fixtureBlock } from '../test-support/fixtures';
import { IframeEmbed } from './iframe-embed';

describe('IframeEmbed', { timeout: 30_000 }, () => {
  it('embeds a riddle quiz directly', async () => {
    const riddle = fixtureBlock('iframe_embed', 'iframeEmbed');
    const { container } = renderWithConsent(<IframeEmbed {...riddle} />, null);
    expect(screen.getByTitle(riddle.title)).toHaveAttribute('src', riddle.url);
    await expectNoAxeViolationsWithFrames(container);
  });

  it('asks for marketing consent before an interactive embed', async () => {
    const interactive = fixtureBlock('iframeInteractive', 'iframeEmbed');
    const { container } = renderWithConsent(<IframeEmbed {...interactive} />, null);
    expect(screen.queryByTitle(interactive.title)).toBeNull();
    expect(screen.getByText('Accepteer cookies om deze inhoud te kunnen bekijken.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Accepteer cookies' }));
    expect(screen.getByTitle(interactive.title)).toHaveAttribute('height', '500');
  });

  it('gives Spotify a fixed height of 200', () => {
    const spotify = fixtureBlock('iframeSpotify', 'iframeEmbed');
    renderWithConsent(<IframeEmbed {...spotify} height={400} />, { statistics: false, marketing: true });
    expect(screen.getByTitle(spotify.title)).toHaveAttribute('height', '200');
  });
});
