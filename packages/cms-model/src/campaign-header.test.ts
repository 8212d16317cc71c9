import { cmsMediaSchema } from '@dementie/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_CROP_RATIOS, cropImage, parseCampaignCrop } from './campaign-header';
import { pageFixtures, pageFixtureVariants } from './fixtures';
import { campaignImageMedia, imageMedia } from './fixtures/media';
import type { CampaignCrop, Image } from './model';
import { mapPage } from './page';
import { defaultSanitizer } from './sanitize';

beforeAll(() => {
  defaultSanitizer();
}, 60_000);

const picture = cmsMediaSchema.parse(campaignImageMedia(1, 'park-wandelen', 'Wandelen in het park'));

function expectShape(image: Image | undefined, crop: CampaignCrop) {
  const ratio = CAMPAIGN_CROP_RATIOS[crop];
  expect(image).toBeDefined();
  for (const c of [image as Image, ...(image?.crops ?? [])]) {
    expect(Math.abs((c.width ?? 0) / (c.height ?? 1) - ratio) / ratio).toBeLessThan(0.02);
  }
}

describe('campaign header crops (spec 2 §2.3)', () => {
  it('reads the crop from the CMS, landscape when absent or unknown', () => {
    expect(parseCampaignCrop([{ value: 'portrait' }])).toBe('portrait');
    expect(parseCampaignCrop('square')).toBe('square');
    expect(parseCampaignCrop([{ value: 'round' }])).toBe('landscape');
    expect(parseCampaignCrop(undefined)).toBe('landscape');
  });

  it.each([
    ['portrait', [600, 1200]],
    ['landscape', [404, 808, 1616]],
    ['square', [600, 1200]],
  ] as const)('narrows an image to its %s crops, sized as the widest of them', (crop, widths) => {
    const image = cropImage(picture, crop);
    expectShape(image, crop);
    expect(image?.crops.map((c) => c.width)).toEqual(widths);
    expect(image?.width).toBe(widths[widths.length - 1]);
    expect(image?.alt).toBe('Wandelen in het park');
  });

  it('falls back to crops of the right shape when they are not named, and to nothing without any', () => {
    const wide = cmsMediaSchema.parse(imageMedia(2, 'x', 'x')); // crop_404x227 ... : 16:9, not named landscape_*
    expectShape(cropImage(wide, 'landscape'), 'landscape');
    expect(cropImage(wide, 'portrait')).toBeUndefined();
  });

  it('maps a campaign special to the crop its header paragraph names', () => {
    for (const [fixture, crop] of [
      ['campaignSpecialPortrait', 'portrait'],
      ['campaignSpecialLandscape', 'landscape'],
      ['campaignSpecialSquare', 'square'],
    ] as const) {
      const campaign = mapPage(pageFixtureVariants[fixture]).header.campaign;
      expect(campaign?.style).toBe('special');
      if (campaign?.style !== 'special' || campaign.media.type !== 'image') throw new Error('no image');
      expect(campaign.crop).toBe(crop);
      expectShape(campaign.media.image, crop);
    }
  });

  it('gives a full-size campaign its landscape crop, and a video the header image as poster', () => {
    const full = mapPage(pageFixtureVariants.campaignFullSize).header.campaign;
    if (full?.style !== 'fullSize' || full.media.type !== 'image') throw new Error('no image');
    expectShape(full.media.image, 'landscape');
    const video = mapPage(pageFixtureVariants.campaignFullSizeVideo).header.campaign;
    expect(video).toMatchObject({ style: 'fullSize', media: { type: 'video' } });
    expectShape(video?.style === 'fullSize' ? video.poster : undefined, 'landscape');
  });

  it('keeps a campaign without media thematic in the brand colour', () => {
    expect(mapPage(pageFixtures.campaign).header.campaign).toEqual({ style: 'thematic', color: 'brand' });
  });
});
