import type { Page } from '@playwright/test';

/**
 * An animation must end where a visitor who asked for reduced motion starts: the same drawing, only
 * reached without movement. `drawnState` describes what a story's root draws (every element's box,
 * its opacity and visibility, its own words) so that the state after the animations can be compared
 * with the reduced-motion state without a reference screenshot; `motionDifferences` lists where the
 * two differ.
 */
export async function drawnState(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector);
    if (!scope) return [];
    const origin = scope.getBoundingClientRect();
    const lines: string[] = [];
    const walk = (element: Element, path: string) => {
      const style = getComputedStyle(element);
      if (style.display === 'none') return;
      const box = element.getBoundingClientRect();
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => (node.textContent ?? '').trim())
        .join(' ')
        .trim();
      // The tag, not the classes: a component may mark its animated form with a class of its own.
      const name = `${path}${element.tagName.toLowerCase()}`;
      const classes = element.classList.length ? ` (.${Array.from(element.classList).join('.')})` : '';
      // Whole pixels: sub-pixel differences are not what a person sees.
      const geometry = [box.left - origin.left, box.top - origin.top, box.width, box.height]
        .map((value) => Math.round(value))
        .join(',');
      const shown = style.visibility === 'hidden' ? 'hidden' : `opacity ${Number(style.opacity).toFixed(2)}`;
      lines.push(`${name} [${geometry}] ${shown}${own ? ` "${own.slice(0, 40)}"` : ''}${classes}`);
      Array.from(element.children).forEach((child, index) => {
        walk(child, `${path}${index}>`);
      });
    };
    Array.from(scope.children).forEach((child, index) => {
      walk(child, `${index}>`);
    });
    return lines;
  }, root);
}

/**
 * `drawnState` once the drawing has come to rest: read again, two frames later, until two reads agree
 * (a transition Storybook does not hold, such as a details' opening, is still under way before that).
 */
export async function restingState(page: Page, root: string): Promise<string[]> {
  let previous = await drawnState(page, root);
  for (let read = 0; read < 60; read++) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const now = await drawnState(page, root);
    if (now.length === previous.length && now.every((line, i) => line === previous[i])) return now;
    previous = now;
  }
  return previous;
}

/** The lines that differ between the animated end state and the reduced-motion state (at most five). */
export function motionDifferences(animated: readonly string[], reduced: readonly string[]): string[] {
  const differences: string[] = [];
  const length = Math.max(animated.length, reduced.length);
  for (let i = 0; i < length && differences.length < 5; i++) {
    const a = animated[i];
    const r = reduced[i];
    if (a?.replace(/ \(\..*\)$/, '') === r?.replace(/ \(\..*\)$/, '')) continue;
    differences.push(`after the animation ${a ?? '(nothing)'}, with reduced motion ${r ?? '(nothing)'}`);
  }
  return differences;
}
