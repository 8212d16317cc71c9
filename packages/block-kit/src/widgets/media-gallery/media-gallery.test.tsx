import type { Image, MediaItem } from '@dementie/cms-model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { setReducedMotion } from '../test-support/dom';
import { fixtureBlock } from '../test-support/fixtures';
import { galleryLandscapeIndex, galleryLayout, MediaGallery } from './media-gallery';

const gallery = fixtureBlock('media_gallery', 'mediaGallery');

describe('MediaGallery', { timeout: 30_000 }, () => {
  beforeEach(() => setReducedMotion(true));
  afterEach(() => setReducedMotion(false));

  it('has a layout per count of 2 to 5 items', async () => {
    expect([1, 2, 3, 4, 5, 6].map(galleryLayout)).toEqual([
      'single',
      'count-2',
      'count-3',
      'count-4',
      'count-5',
      'many',
    ]);
    const four = fixtureBlock('mediaGallery4', 'mediaGallery');
    const { container } = renderWithI18n(<MediaGallery {...four} />);
    expect(container.querySelector('.bk-gallery--count-4')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: /Bekijk foto \d groot/ })).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('opens a modal lightbox that the keyboard drives: arrows, counter, disabled ends, Escape', async () => {
    const { container } = renderWithI18n(<MediaGallery {...gallery} />);
    const total = gallery.items.length;
    const opener = screen.getByRole('button', { name: /Bekijk foto 1 groot/ });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-modal', 'true');
    expect(within(dialog).getByText(`1/${total}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Vorige' })).toBeDisabled();
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText(`2/${total}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Vorige' })).toBeEnabled();
    for (let step = 2; step < total; step += 1) await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText(`${total}/${total}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Volgende' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText(`${total}/${total}`)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText(`${total - 1}/${total}`)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('fills every row: grid crops for the tiles, the landscape crop for the wide tile (4th of 4)', () => {
    expect([2, 3, 4, 5].map(galleryLandscapeIndex)).toEqual([undefined, 0, 3, undefined]);
    const crop = (name: string, width: number, height: number) => ({
      url: `/sharedblobstorage/pictures-${width}x${height}/${name}_${width}x${height}.jpg`,
      width,
      height,
    });
    const photo = (name: string): MediaItem => {
      const image: Image = {
        url: `/sharedblobstorage/pictures/${name}.jpg`,
        alt: name,
        width: 1600,
        height: 900,
        crops: [crop(name, 350, 263), crop(name, 700, 525), crop(name, 1400, 1050), crop(name, 1616, 909)],
      };
      return { media: { type: 'image', image }, mediaWidth: 100 };
    };
    const { container } = renderWithI18n(
      <MediaGallery items={['een', 'twee', 'drie', 'vier'].map(photo)} title="Foto's" />,
    );
    const images = Array.from(container.querySelectorAll<HTMLImageElement>('.bk-gallery__image'));
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['1400', '1050'],
      ['1400', '1050'],
      ['1400', '1050'],
      ['1616', '909'],
    ]);
    expect(images[3]?.closest('li')).toHaveClass('bk-gallery__item--landscape');
  });
});
