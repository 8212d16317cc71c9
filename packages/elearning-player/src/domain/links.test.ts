import { describe, expect, it } from 'vitest';
import { offlineHref, withLearnerStart, withStartingPageUrl } from './links';
import { canShowVideo, videoEmbedUrl } from './video';

describe('links (spec 3 §2)', () => {
  // [link, starting page, expected]
  it.each([
    ['/trainingen/3', '/trainingen/3', '/trainingen/3?startingPageUrl=%2Ftrainingen%2F3'],
    ['/trainingen/3?a=1#x', '/p', '/trainingen/3?a=1&startingPageUrl=%2Fp#x'],
    ['/trainingen/3?startingPageUrl=%2Fq', '/p', '/trainingen/3?startingPageUrl=%2Fq'],
    ['/trainingen', '/p', '/trainingen'],
    ['/einde-training', '/p', '/einde-training'],
  ])('adds startingPageUrl to /trainingen/ links when missing: %s from %s', (link, start, expected) => {
    expect(withStartingPageUrl(link, start)).toBe(expected);
  });

  it.each([
    ['/sluiten-training', '/wat-is-dementie', '/sluiten-training?startingPageUrl=%2Fwat-is-dementie'],
    ['/einde-training#x', '/p', '/einde-training?startingPageUrl=%2Fp#x'],
    ['/einde-training?startingPageUrl=%2Fq', '/p', '/einde-training?startingPageUrl=%2Fq'],
    ['/sluiten-training', undefined, '/sluiten-training'],
    ['/hulp-en-advies', '/p', '/hulp-en-advies'],
    ['/sluiten-trainingen', '/p', '/sluiten-trainingen'],
  ])("hands the learner's starting page on to the exit pages only: %s from %s", (link, start, expected) => {
    expect(withLearnerStart(link, start)).toBe(expected);
  });

  it('builds the offline page of a fatal error', () => {
    expect(offlineHref('training')).toBe('/training-offline');
  });
});

describe('video consent (spec 3 §4, §5)', () => {
  it('shows Vimeo, consented, styleguide and admin videos only', () => {
    const youtube = 'https://www.youtube.com/embed/abcdefghijk';
    expect(
      canShowVideo({ url: 'https://player.vimeo.com/video/1', marketingConsent: false, address: '/' }),
    ).toBe(true);
    expect(canShowVideo({ url: youtube, marketingConsent: false, address: '/trainingen/3' })).toBe(false);
    expect(canShowVideo({ url: youtube, marketingConsent: true, address: '/' })).toBe(true);
    expect(canShowVideo({ url: youtube, marketingConsent: false, address: '/styleguide/video' })).toBe(true);
    expect(canShowVideo({ url: youtube, marketingConsent: false, address: '/admin/x' })).toBe(true);
  });

  it('adds rel=0, dnt for Vimeo and mute with autoplay', () => {
    expect(videoEmbedUrl('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1?rel=0&dnt=true',
    );
    expect(videoEmbedUrl('https://www.youtube.com/embed/x', true)).toBe(
      'https://www.youtube.com/embed/x?rel=0&autoplay=1&mute=1',
    );
  });
});
