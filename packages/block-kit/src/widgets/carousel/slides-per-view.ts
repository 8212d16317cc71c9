/** Spec 2 §9: slides move over 500 ms with a 24 px gap. */
export const CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_GAP_PX = 24;

/**
 * Slides in view (spec 2 §9): 1 by default, 2 from 600 px, 3 from 1024 px; on wide screens exactly 2
 * or exactly 4 items are all shown at once. Never more than there are items.
 */
export function slidesPerView(width: number, count: number): number {
  let perView = 1;
  if (width >= 1024) perView = count === 2 || count === 4 ? count : 3;
  else if (width >= 600) perView = 2;
  return Math.max(1, Math.min(perView, count));
}
