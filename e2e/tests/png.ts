import { pngFile } from '../../test-utils/png';

/*
 * Real PNG files made in the journeys, so they need no fixture files: an RGB image of a given size
 * whose rows take the colour `colourOfRow` gives them.
 */

/** An 8-bit RGB PNG of `width` x `height`, each row in the colour `colourOfRow(y)` gives. */
export function rgbPng(
  width: number,
  height: number,
  colourOfRow: (y: number) => readonly [number, number, number],
): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const start = y * (1 + width * 3);
    rows[start] = 0; // filter: none
    const colour = colourOfRow(y);
    for (let x = 0; x < width; x += 1) rows.set(colour, start + 1 + x * 3);
  }
  return pngFile(width, height, 2, rows);
}
