import type { MediaWidth } from '@dementie/cms-model';

/** The class that sets a figure's media width (33, 50, 100 % or the full screen). */
export function widthClass(width: MediaWidth): string {
  return `bk-media-width--${width === 'fullscreen' ? 'full' : width}`;
}

/** `sizes` per media width (spec 2 §3.2): how much of the viewport the image takes. */
export function sizesFor(width: MediaWidth, columns: 1 | 2 = 1): string {
  if (width === 'fullscreen') return '100vw';
  const share = Math.round(width / columns);
  if (share >= 100) return '100vw';
  return `(min-width: 1024px) ${share}vw, 100vw`;
}
