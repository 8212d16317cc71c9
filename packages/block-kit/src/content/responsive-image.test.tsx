import type { Image } from '@dementie/cms-model';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { imageSrcSet, ResponsiveImage } from './responsive-image';

const crop = (width: number, height: number) => ({
  url: `/sharedblobstorage/pictures-${width}x${height}/park_${width}x${height}.webp`,
  width,
  height,
});

/** An image whose crops come in several shapes, as the 13 variants of the blob storage do. */
const mixed: Image = {
  url: '/sharedblobstorage/pictures/park.webp',
  alt: 'Twee mensen wandelen in het park.',
  width: 1600,
  height: 900,
  crops: [crop(100, 100), crop(350, 263), crop(404, 227), crop(808, 455), crop(1616, 909), crop(2100, 1181)],
};

describe('ResponsiveImage', () => {
  it('offers only crops of the original shape, so the picture never changes shape between screens', () => {
    expect(imageSrcSet(mixed)).toBe(
      [
        '/sharedblobstorage/pictures-404x227/park_404x227.webp 404w',
        '/sharedblobstorage/pictures-808x455/park_808x455.webp 808w',
        '/sharedblobstorage/pictures/park.webp 1600w',
        '/sharedblobstorage/pictures-1616x909/park_1616x909.webp 1616w',
        '/sharedblobstorage/pictures-2100x1181/park_2100x1181.webp 2100w',
      ].join(', '),
    );
  });

  it('reserves the shape that loads (width and height of the same family) and has sizes and alt', async () => {
    const { container } = render(<ResponsiveImage image={mixed} sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Twee mensen wandelen in het park.' });
    expect(img).toHaveAttribute('width', '2100');
    expect(img).toHaveAttribute('height', '1181');
    expect(img).toHaveAttribute('src', '/sharedblobstorage/pictures-2100x1181/park_2100x1181.webp');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    await expectNoAxeViolations(container);
  });

  it('without a known original size, takes the shape of the widest crop', () => {
    const { width: _w, height: _h, ...unsized } = mixed;
    expect(imageSrcSet({ ...unsized, crops: [crop(200, 200), crop(380, 235), crop(760, 470)] })).toBe(
      '/sharedblobstorage/pictures-380x235/park_380x235.webp 380w, /sharedblobstorage/pictures-760x470/park_760x470.webp 760w',
    );
  });

  it('loads the first image of a page at once, with high priority', () => {
    render(<ResponsiveImage image={mixed} priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps an image without crops as it is', () => {
    render(<ResponsiveImage image={{ url: '/a.webp', alt: 'Een bloem.', crops: [] }} />);
    const img = screen.getByRole('img', { name: 'Een bloem.' });
    expect(img).toHaveAttribute('src', '/a.webp');
    expect(img).not.toHaveAttribute('srcset');
  });
});
