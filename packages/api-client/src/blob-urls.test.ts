import { describe, expect, it } from 'vitest';
import { pictureBlobName, pictureCrops, pictureThumbnailUrl } from './blob-urls.js';

describe('picture addresses and their variants', () => {
  it('finds the blob of a picture address, relative or absolute, and nothing else', () => {
    expect(pictureBlobName('/blobstorage/pictures/foto.jpg')).toBe('foto.jpg');
    expect(pictureBlobName('https://www.example.nl/blobstorage/pictures/foto.jpg')).toBe('foto.jpg');
    expect(pictureBlobName('/sharedblobstorage/pictures/foto.jpg')).toBeNull();
    expect(pictureBlobName('/blobstorage/pictures-300/foto_300.jpg')).toBeNull();
    expect(pictureBlobName('data:image/png;base64,AAAA')).toBeNull();
  });

  it('gives the width-only variants narrowest first, and the 300 px thumbnail', () => {
    expect(pictureCrops('/blobstorage/pictures/foto.jpg').map((crop) => crop.width)).toEqual([
      300, 400, 580, 600, 800, 1160, 1740,
    ]);
    expect(pictureCrops('/blobstorage/pictures/foto.jpg')[0]?.url).toBe(
      '/blobstorage/pictures-300/foto_300.jpg',
    );
    expect(pictureCrops('/elders/foto.jpg')).toEqual([]);
    expect(pictureThumbnailUrl('/blobstorage/pictures/foto.jpg')).toBe(
      '/blobstorage/pictures-300/foto_300.jpg',
    );
    expect(pictureThumbnailUrl('https://elders.nl/foto.jpg')).toBe('https://elders.nl/foto.jpg');
  });
});
