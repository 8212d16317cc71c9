// Test support (not part of the module): small images made with sharp, and crafted files.
import sharp from 'sharp';
import { pngFile } from '../../../../../test-utils/png';

/** A JPEG photo with EXIF (a camera maker and a copyright line) that must not survive the upload. */
export function jpegWithExif(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Home address 12' } })
    .toBuffer();
}

/** A PNG with transparency. */
export function png(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A tiny PNG whose header claims width x height (a decompression bomb's first bytes). */
export function pngClaiming(width: number, height: number): Buffer {
  return pngFile(width, height, 0, Buffer.alloc(16));
}
