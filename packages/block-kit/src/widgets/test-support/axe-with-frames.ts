import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Like test-utils/axe, for markup that holds iframes: jsdom cannot message into a frame, so axe is
 * told not to descend into them (the iframe element itself, e.g. its title, is still checked).
 */
export async function expectNoAxeViolationsWithFrames(container: Element): Promise<void> {
  const result = await axe.run(container, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
