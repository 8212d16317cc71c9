import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadMediaFile, loadPicture } from './media';

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/media');

/* The file loaders the routes and Storybook's media plugin (.storybook/media-plugin.ts) share. */
describe('media files', () => {
  it.each([
    // The charity footer's quality marks, drawn at twice their 160x64 display size.
    ['/pictures/keurmerk-cbf.png', 'image/png', 320, 128],
    ['/pictures/keurmerk-anbi.png', 'image/png', 320, 128],
    ['/pictures/keurmerk-gdn.png', 'image/png', 320, 128],
    // The flip card's picture in the player's demo course.
    ['/pictures-400/ogen_400.jpg', 'image/jpeg', 400, 225],
    // The sample certificate of the certificate overview's stories.
    ['/pictures/certificaat.png', 'image/png', 1200, 850],
  ])('renders %s from its drawing', async (picturePath, type, width, height) => {
    const file = await loadPicture(mediaDir, picturePath);
    expect(file?.type).toBe(type);
    const metadata = await sharp(file?.body).metadata();
    expect([metadata.width, metadata.height]).toEqual([width, height]);
  });

  it('knows no picture without a drawing or with a wrong size label', async () => {
    expect(await loadPicture(mediaDir, '/pictures/bestaat-niet.jpg')).toBeUndefined();
    expect(await loadPicture(mediaDir, '/pictures-123/ogen_123.jpg')).toBeUndefined();
  });

  it('reads files of the media folder, and nothing outside it', async () => {
    const icon = await loadMediaFile(mediaDir, 'icons/hart.svg');
    expect(icon?.type).toBe('image/svg+xml');
    expect(icon?.body.toString('utf8')).toContain('<svg');
    expect(await loadMediaFile(mediaDir, '../media.json')).toBeUndefined();
    expect(await loadMediaFile(mediaDir, 'icons/bestaat-niet.svg')).toBeUndefined();
  });
});
