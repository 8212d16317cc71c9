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

  it('uses the crops of the shape its place asks for: frame squares and grid tiles (spec 2 §9)', () => {
    const all: Image = {
      ...mixed,
      crops: [
        crop(100, 100),
        crop(200, 200),
        crop(350, 263),
        crop(700, 525),
        crop(1400, 1050),
        crop(404, 227),
        crop(2100, 1181),
      ],
    };
    render(
      <>
        <ResponsiveImage image={all} crop="frame" alt="kader" />
        <ResponsiveImage image={all} crop="grid" alt="raster" />
      </>,
    );
    const frame = screen.getByRole('img', { name: 'kader' });
    expect(frame.getAttribute('srcset')).toBe(
      '/sharedblobstorage/pictures-100x100/park_100x100.webp 100w, /sharedblobstorage/pictures-200x200/park_200x200.webp 200w',
    );
    expect(frame).toHaveAttribute('width', '200');
    expect(frame).toHaveAttribute('height', '200');
    const grid = screen.getByRole('img', { name: 'raster' });
    expect(grid.getAttribute('srcset')).toBe(
      [
        '/sharedblobstorage/pictures-350x263/park_350x263.webp 350w',
        '/sharedblobstorage/pictures-700x525/park_700x525.webp 700w',
        '/sharedblobstorage/pictures-1400x1050/park_1400x1050.webp 1400w',
      ].join(', '),
    );
    expect(grid).toHaveAttribute('width', '1400');
    expect(grid).toHaveAttribute('height', '1050');
  });

  it('falls back to the original shape when the image has no crops of the asked shape', () => {
    expect(imageSrcSet({ ...mixed, crops: [crop(404, 227), crop(808, 455)] }, 'frame')).toBe(
      '/sharedblobstorage/pictures-404x227/park_404x227.webp 404w, /sharedblobstorage/pictures-808x455/park_808x455.webp 808w, /sharedblobstorage/pictures/park.webp 1600w',
    );
  });

  it('cuts a picture without crops of the asked shape to that shape when its place asks for it', () => {
    const wide: Image = { ...mixed, crops: [crop(404, 227), crop(808, 455)] };
    render(
      <>
        <ResponsiveImage image={wide} crop="frame" cutToCrop alt="gesneden" />
        <ResponsiveImage image={wide} crop="frame" alt="eigen vorm" />
        <ResponsiveImage image={mixed} crop="frame" cutToCrop alt="vierkant" />
      </>,
    );
    // The box is square (its declared crop), the picture covers it and is round-ready (data-crop).
    const cut = screen.getByRole('img', { name: 'gesneden' });
    expect(cut).toHaveAttribute('width', '1600');
    expect(cut).toHaveAttribute('height', '1600');
    expect(cut.style.aspectRatio).toBe('1600 / 1600');
    expect(cut.style.objectFit).toBe('cover');
    expect(cut).toHaveAttribute('data-crop', 'frame');
    // Without cutToCrop the original's shape stays.
    const own = screen.getByRole('img', { name: 'eigen vorm' });
    expect(own).toHaveAttribute('height', '900');
    expect(own).not.toHaveAttribute('data-crop');
    // With square crops there is nothing to cut: the crops load as they are.
    const square = screen.getByRole('img', { name: 'vierkant' });
    expect(square.style.objectFit).toBe('');
    expect(square).toHaveAttribute('data-crop', 'frame');
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
