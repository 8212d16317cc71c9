import { describe, expect, it } from 'vitest';
import { offlineHref, withLearnerStart, withStartingPageUrl } from './links';
import { canShowVideo, videoEmbedUrl } from './video';

describe('links (spec 3 §2)', () => {
  it('adds startingPageUrl to /trainingen/ links when missing', () => {
    expect(withStartingPageUrl('/trainingen/3', '/trainingen/3')).toBe(
      '/trainingen/3?startingPageUrl=%2Ftrainingen%2F3',
    );
    expect(withStartingPageUrl('/trainingen/3?a=1#x', '/p')).toBe('/trainingen/3?a=1&startingPageUrl=%2Fp#x');
    expect(withStartingPageUrl('/trainingen/3?startingPageUrl=%2Fq', '/p')).toBe(
      '/trainingen/3?startingPageUrl=%2Fq',
    );
    expect(withStartingPageUrl('/trainingen', '/p')).toBe('/trainingen');
    expect(withStartingPageUrl('/einde-training', '/p')).toBe('/einde-training');
  });

  it("hands the learner's starting page on to the exit pages only", () => {
    expect(withLearnerStart('/sluiten-training', '/wat-is-dementie')).toBe(
      '/sluiten-training?startingPageUrl=%2Fwat-is-dementie',
    );
    expect(withLearnerStart('/einde-training#x', '/p')).toBe('/einde-training?startingPageUrl=%2Fp#x');
    expect(withLearnerStart('/einde-training?startingPageUrl=%2Fq', '/p')).toBe(
      '/einde-training?startingPageUrl=%2Fq',
    );
    expect(withLearnerStart('/sluiten-training', undefined)).toBe('/sluiten-training');
    expect(withLearnerStart('/hulp-en-advies', '/p')).toBe('/hulp-en-advies');
    expect(withLearnerStart('/sluiten-trainingen', '/p')).toBe('/sluiten-trainingen');
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
