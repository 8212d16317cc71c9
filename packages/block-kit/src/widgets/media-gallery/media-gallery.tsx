import type { MediaGalleryBlock, MediaItem } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { useState } from 'react';
import { ResponsiveImage } from '../../content/responsive-image';
import { Button } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { Modal } from '../modal/modal';
import { CaptionedMedia } from '../shared/captioned-media';
import { useDebouncedResize } from '../shared/media-hooks';
import { SectionTitle } from '../shared/section-title';

/** Props of `MediaGallery`: the `mediaGallery` block's data. */
export type MediaGalleryProps = Omit<MediaGalleryBlock, 'kind' | 'id'> & { className?: string };

/** Layout name by item count: 2 to 5 have their own layout (spec 2 §2.8); more use a plain grid. */
export function galleryLayout(count: number): string {
  return count >= 2 && count <= 5 ? `count-${count}` : count < 2 ? 'single' : 'many';
}

/**
 * The position of the landscape tile, which spans a whole row: with 4 items the fourth (spec 2
 * §2.8), with 3 the first (so 3 fill one wide row and one row of two). The other tiles use the grid
 * crop (spec 2 §9), so the tiles of a row share one ratio and every row is full: no empty cell and
 * no picture cut to fit.
 */
export function galleryLandscapeIndex(count: number): number | undefined {
  if (count === 4) return 3;
  if (count === 3) return 0;
  return undefined;
}

/**
 * A media gallery with a lightbox (spec 2 §2.8, spec 3 §2): with 4 items the fourth is landscape;
 * in the lightbox Escape closes, arrows navigate, the counter reads 'n/total', 'Vorige' is disabled
 * at the first item and 'Volgende' at the last, and the rest of the page is inert (modal dialog).
 */
export function MediaGallery({ title, items, className }: MediaGalleryProps) {
  const t = useT();
  const [index, setIndex] = useState<number | null>(null);
  const [viewport, setViewport] = useState<number | undefined>(undefined);
  // Spec 2 §9: the lightbox re-measures 200 ms after resizing stops.
  useDebouncedResize(() => setViewport(window.innerHeight), index !== null);
  const total = items.length;
  const current = index === null ? undefined : items[index];
  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), total - 1));
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (items.length === 0) return null;
  return (
    <section className={classNames('bk-gallery', `bk-gallery--${galleryLayout(total)}`, className)}>
      <SectionTitle title={title} />
      <ul className="bk-gallery__grid">
        {items.map((item, position) => (
          <li
            key={itemKey(item, position)}
            className={
              position === galleryLandscapeIndex(total)
                ? 'bk-gallery__item bk-gallery__item--landscape'
                : 'bk-gallery__item'
            }
          >
            <button type="button" className="bk-gallery__open" onClick={() => setIndex(position)}>
              <Thumbnail item={item} landscape={position === galleryLandscapeIndex(total)} />
              <span className="bk-visually-hidden">{t('lightbox.open', { n: position + 1 })}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== undefined}
        onClose={() => setIndex(null)}
        title={title ?? t('lightbox.label')}
        size="large"
        hideTitle
        onKeyDown={(event) => {
          // Spec 2 §2.8: left/right arrows navigate anywhere in the lightbox.
          if (index === null) return;
          if (event.key === 'ArrowLeft') {
            event.preventDefault();
            go(index - 1);
          } else if (event.key === 'ArrowRight') {
            event.preventDefault();
            go(index + 1);
          }
        }}
      >
        {current !== undefined && index !== null ? (
          <div
            className="bk-lightbox"
            style={viewport ? { maxBlockSize: `${Math.round(viewport * 0.8)}px` } : undefined}
          >
            <CaptionedMedia
              item={current}
              className="bk-lightbox__figure"
              picture={{ className: 'bk-lightbox__image', priority: true, sizes: '100vw' }}
              captionClassName="bk-lightbox__caption"
            />
            <div className="bk-lightbox__nav">
              <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
                {t('common.previous')}
              </Button>
              <p className="bk-lightbox__counter" aria-live="polite">
                {t('lightbox.counter', { n: index + 1, total })}
              </p>
              <Button variant="secondary" onClick={() => go(index + 1)} disabled={index === total - 1}>
                {t('common.next')}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}

function itemKey(item: MediaItem, position: number): string {
  return `${item.media.type === 'image' ? item.media.image.url : item.media.video.videoId}-${position}`;
}

/** The grid tile. A video shows a neutral tile: no thumbnail is fetched from the video host before consent. */
function Thumbnail({ item, landscape }: { item: MediaItem; landscape: boolean }) {
  if (item.media.type === 'image') {
    return (
      <ResponsiveImage
        image={item.media.image}
        className="bk-gallery__image"
        crop={landscape ? 'landscape' : 'grid'}
        sizes={landscape ? '(min-width: 1200px) 1200px, 100vw' : '(min-width: 600px) 33vw, 50vw'}
      />
    );
  }
  return (
    <span className="bk-gallery__video">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
      <span>{item.media.video.title}</span>
    </span>
  );
}
