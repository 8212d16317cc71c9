import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { focusOf, loadMediaFile, loadPicture, renderPicture } from './media';

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

  it("cuts a crop around the drawing's focal point, kept inside the drawing", async () => {
    // A wide white drawing with a green band at its left edge and a red one at its right edge: a
    // square crop around the middle shows neither, one with its focus on an edge shows that edge's band.
    const drawing = (focus: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" ${focus} viewBox="0 0 1600 900" width="1600" height="900"><rect width="1600" height="900" fill="#ffffff"/><rect width="100" height="900" fill="#00ff00"/><rect x="1500" width="100" height="900" fill="#ff0000"/></svg>`,
      );
    const edges = async (svg: Buffer) => {
      const { data, info } = await sharp(await renderPicture(svg, '600x600', 'png'))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([600, 600]);
      const at = (x: number) => {
        const start = (300 * info.width + x) * info.channels;
        return Array.from(data.subarray(start, start + 3));
      };
      return [at(5), at(594)];
    };
    const [white, green, red] = [
      [255, 255, 255],
      [0, 255, 0],
      [255, 0, 0],
    ];
    expect(await edges(drawing(''))).toEqual([white, white]);
    // A focus on an edge: the crop goes as far as the drawing reaches, not past it.
    expect(await edges(drawing('data-focus="1 0.5"'))).toEqual([white, red]);
    expect(await edges(drawing('data-focus="0 0.5"'))).toEqual([green, white]);
    expect(focusOf(drawing('data-focus="0.2 0.9"'))).toEqual({ x: 0.2, y: 0.9 });
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
