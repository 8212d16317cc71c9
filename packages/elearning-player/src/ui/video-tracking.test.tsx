import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readEmbedMessage } from '../domain/embed-events';
import type { PlayerTrackingEvent } from '../domain/tracking';
import { renderPlayer } from '../test-support/render-player';

/*
 * Video start/pause/complete (spec 3 §7) from the demo course's YouTube video on 'Rustig blijven'
 * (chapter 2, activity 1). The YouTube player is faked at its API: the iframe's window receives the
 * subscribe messages, and the test sends the state messages the real player sends back.
 */

const YOUTUBE = 'https://www.youtube-nocookie.com';
const atVideoSlide = { done: { 111: [], 112: [1121], 113: [1131], 114: [3101] } };

function setup(props: { marketingConsent: boolean; trainingName?: string }) {
  return renderPlayer({ run: atVideoSlide, props });
}

/** The fake YouTube player: what it was asked, and a way to report a state change as YouTube does. */
function fakeYouTubePlayer(iframe: HTMLIFrameElement) {
  const frameWindow = iframe.contentWindow as Window;
  const asked = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
  const report = (data: unknown, origin = YOUTUBE, source: Window = frameWindow) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin, source }));
    });
  return { asked, report };
}

const videoEvents = (events: readonly PlayerTrackingEvent[]) =>
  events.filter((event) => event.event.startsWith('video_'));

describe('video tracking (spec 3 §7)', () => {
  it('tracks start, pause and complete of an embedded video with the training, step and sub-step', async () => {
    const { events } = setup({ marketingConsent: true, trainingName: 'Dementie: de basis' });
    await screen.findByRole('heading', { level: 1, name: 'Rustig blijven' });
    const iframe = screen.getByTitle<HTMLIFrameElement>('Video bij deze les');
    // The player API is switched on, and asked for its state once the iframe has loaded.
    expect(new URL(iframe.src).searchParams.get('enablejsapi')).toBe('1');
    const player = fakeYouTubePlayer(iframe);
    fireEvent.load(iframe);
    expect(player.asked).toHaveBeenCalledWith(expect.stringContaining('"listening"'), YOUTUBE);
    expect(player.asked).toHaveBeenCalledWith(expect.stringContaining('onStateChange'), YOUTUBE);

    player.report({ event: 'onStateChange', info: -1 }); // unstarted: nothing
    player.report({ event: 'onStateChange', info: 1 });
    player.report({ event: 'infoDelivery', info: { playerState: 1, currentTime: 3 } }); // still playing
    player.report({ event: 'infoDelivery', info: { playerState: 2 } });
    player.report({ event: 'onStateChange', info: 1 });
    player.report({ event: 'onStateChange', info: 0 });

    const place = { training_name: 'Dementie: de basis', step: 2, sub_step: 1 };
    expect(videoEvents(events)).toEqual([
      { event: 'video_start', ...place },
      { event: 'video_pause', ...place },
      { event: 'video_start', ...place },
      { event: 'video_complete', ...place },
    ]);
  });

  it('listens to that iframe and its host only', async () => {
    const { events } = setup({ marketingConsent: true });
    await screen.findByRole('heading', { level: 1, name: 'Rustig blijven' });
    const player = fakeYouTubePlayer(screen.getByTitle<HTMLIFrameElement>('Video bij deze les'));
    player.report({ event: 'onStateChange', info: 1 }, 'https://evil.example');
    player.report({ event: 'onStateChange', info: 1 }, YOUTUBE, window);
    expect(videoEvents(events)).toEqual([]);
  });

  it('loads nothing from the video host before marketing cookies are accepted (spec 3 §4)', async () => {
    setup({ marketingConsent: false });
    await screen.findByRole('heading', { level: 1, name: 'Rustig blijven' });
    expect(screen.getByText('Accepteer cookies om de video te kunnen bekijken.')).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('reads Vimeo player events too', () => {
    expect(readEmbedMessage('vimeo', '{"event":"play"}')).toBe('start');
    expect(readEmbedMessage('vimeo', { event: 'pause' })).toBe('pause');
    expect(readEmbedMessage('vimeo', '{"event":"ended"}')).toBe('complete');
    expect(readEmbedMessage('vimeo', '{"event":"ready"}')).toBeNull();
    expect(readEmbedMessage('youtube', 'not json')).toBeNull();
  });
});
