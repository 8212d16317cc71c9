import { describe, expect, it } from 'vitest';
import { mediaUrlResolver, resolveImageUrls, resolveMediaUrl } from './media-url';

describe('resolveMediaUrl: the course’s addresses against the API', () => {
  const base = 'https://api.example.nl';

  it.each([
    ['/api/elearning/media/film.mp4', 'https://api.example.nl/api/elearning/media/film.mp4'],
    ['/blobstorage/pictures/winkel.jpg', 'https://api.example.nl/blobstorage/pictures/winkel.jpg'],
    ['/wat-is-dementie?tab=2#kop', 'https://api.example.nl/wat-is-dementie?tab=2#kop'],
    ['/', 'https://api.example.nl/'],
  ])('puts a root-relative address on the base: %s', (url, expected) => {
    expect(resolveMediaUrl(url, base)).toBe(expected);
  });

  it.each([
    'https://cdn.example.org/foto.jpg',
    'http://elders.nl/film.mp4',
    'data:image/png;base64,AAAA',
    'data:image/svg+xml,%3Csvg%2F%3E',
    'blob:https://app.example.nl/1234',
    '//cdn.example.org/foto.jpg',
    '/\\evil.example/foto.jpg',
    '#ep-content',
    'mailto:info@example.nl',
    'tel:0201234567',
    'foto.jpg',
    '',
  ])('leaves anything else alone: %s', (url) => {
    expect(resolveMediaUrl(url, base)).toBe(url);
  });

  it('keeps every address as it is with an empty base (the API on the page’s own origin)', () => {
    expect(resolveMediaUrl('/api/elearning/media/film.mp4', '')).toBe('/api/elearning/media/film.mp4');
    expect(resolveMediaUrl('/blobstorage/pictures/a.jpg', '  ')).toBe('/blobstorage/pictures/a.jpg');
  });

  it('joins like the api-client’s calls: no double slash, a base path kept', () => {
    expect(resolveMediaUrl('/api/x.png', 'https://api.example.nl/')).toBe('https://api.example.nl/api/x.png');
    expect(resolveMediaUrl('/api/x.png', 'https://www.example.nl/leren')).toBe(
      'https://www.example.nl/leren/api/x.png',
    );
  });

  it('resolves an image with its variants, keeping the rest', () => {
    const resolve = mediaUrlResolver(base);
    expect(
      resolveImageUrls(
        {
          url: '/blobstorage/pictures/a.jpg',
          alt: 'Een winkel',
          width: 1200,
          crops: [{ url: '/blobstorage/pictures-300/a_300.jpg', width: 300 }],
        },
        resolve,
      ),
    ).toEqual({
      url: 'https://api.example.nl/blobstorage/pictures/a.jpg',
      alt: 'Een winkel',
      width: 1200,
      crops: [{ url: 'https://api.example.nl/blobstorage/pictures-300/a_300.jpg', width: 300 }],
    });
    expect(mediaUrlResolver('')('/a.jpg')).toBe('/a.jpg');
  });
});
