import type { Page } from '@playwright/test';

/**
 * Opening a menu or a disclosure must not move what sits before it: the links, buttons, headings,
 * pictures and fields above it or beside it on its line stay where the visitor saw them (a submenu
 * overlays, a panel opens below). Every collapsed toggle on the page (a `button[aria-expanded="false"]`
 * or the `summary` of a closed `details`) is opened once, the positions compared, and the toggle closed again. A toggle that opens a
 * dialog is left out (a modal covers the page by design). Returns one finding per toggle that moves
 * something, naming the first things it moves.
 */
export async function disclosureFindings(page: Page): Promise<string[]> {
  const findings: string[] = [];
  const count = await page.evaluate(() => {
    const toggles = Array.from(
      document.querySelectorAll('button[aria-expanded="false"], details:not([open]) > summary'),
    ).filter((button) => {
      const box = button.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(button).visibility !== 'hidden' &&
        button.getAttribute('aria-haspopup') !== 'dialog' &&
        !button.closest('dialog, [role="dialog"], [inert], [hidden]')
      );
    });
    toggles.forEach((button, index) => {
      button.setAttribute('data-disclosure-check', String(index));
    });
    return toggles.length;
  });
  for (let index = 0; index < count; index++) {
    const toggle = page.locator(`[data-disclosure-check="${index}"]`);
    if ((await isOpen(page, index)) || !(await toggle.isVisible())) continue;
    // Measured in the window, at the same scroll position before and after: what is fixed to the window
    // (the cookie banner) stays put, and a page that scrolled as the toggle opened is scrolled back.
    await toggle.scrollIntoViewIfNeeded();
    const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
    const before = await page.evaluate(measure, { index, again: false });
    const name = ((await toggle.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await toggle.click();
    const opened = await page
      .waitForFunction(openState, index, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!opened) {
      findings.push(`disclosure: "${name}" did not open`);
      continue;
    }
    const modal = await page.evaluate(
      () => document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]') !== null,
    );
    if (!modal) {
      await page.evaluate(({ x, y }) => window.scrollTo({ left: x, top: y, behavior: 'instant' }), scroll);
      const after = await page.evaluate(measure, { index, again: true });
      const moved = before
        .map((item, i) => ({ item, now: after[i] }))
        .filter(
          ({ item, now }) =>
            now && !Number.isNaN(now.x) && (Math.abs(now.x - item.x) > 1 || Math.abs(now.y - item.y) > 1),
        )
        .map(
          ({ item, now }) =>
            `${item.what} by ${Math.round((now?.x ?? 0) - item.x)},${Math.round((now?.y ?? 0) - item.y)} px`,
        );
      if (moved.length > 0)
        findings.push(
          `disclosure: opening "${name}" moves what sits before it: ${moved.slice(0, 3).join('; ')}`,
        );
    }
    // Closed again as a visitor would: Escape, or the toggle itself.
    await page.keyboard.press('Escape');
    if ((await isOpen(page, index)) && (await toggle.isVisible())) await toggle.click();
  }
  return findings;
}

/** Runs in the page: whether toggle `index` is open, or a modal dialog opened instead. */
function openState(index: number): boolean {
  const toggle = document.querySelector(`[data-disclosure-check="${index}"]`);
  const open =
    toggle?.getAttribute('aria-expanded') === 'true' ||
    (toggle?.tagName === 'SUMMARY' && (toggle.parentElement as HTMLDetailsElement | null)?.open === true);
  return open || document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]') !== null;
}

async function isOpen(page: Page, index: number): Promise<boolean> {
  return page.evaluate(openState, index);
}

/**
 * Runs in the page: the page positions of what sits before toggle `index` (above it, or beside it on
 * its line), outside the toggle, its ancestors and what it controls; `again` measures the same
 * elements once more.
 */
function measure({
  index,
  again,
}: {
  index: number;
  again: boolean;
}): { what: string; x: number; y: number }[] {
  const toggle = document.querySelector(`[data-disclosure-check="${index}"]`);
  if (!toggle) return [];
  if (again && window.__disclosureItems)
    return window.__disclosureItems.map((element) => {
      const box = element.getBoundingClientRect();
      // No longer drawn (covered by what opened, or left out): not moved.
      if (box.width === 0 || box.height === 0) return { what: '', x: Number.NaN, y: Number.NaN };
      return { what: '', x: box.left, y: box.top };
    });
  const panels = (toggle.getAttribute('aria-controls') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((element): element is HTMLElement => element !== null);
  // A details' own content is what it opens, as is what its summary controls.
  const controlled: Element[] =
    toggle.tagName === 'SUMMARY' && toggle.parentElement ? [...panels, toggle.parentElement] : panels;

  const line = toggle.getBoundingClientRect();
  const items = Array.from(
    document.querySelectorAll('a, button, img, input, select, textarea, h1, h2, h3, h4, p, label'),
  ).filter((element) => {
    if (element === toggle || element.contains(toggle) || toggle.contains(element)) return false;
    if (controlled.some((panel) => panel.contains(element))) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < line.bottom;
  });
  // Recorded in a fixed order (the document's), so the same list can be measured after opening.
  window.__disclosureItems = items;
  return items.map((element) => {
    const box = element.getBoundingClientRect();
    const text = (element.textContent ?? element.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
    return {
      what: `${element.tagName.toLowerCase()} "${text.slice(0, 30)}"`,
      x: box.left,
      y: box.top,
    };
  });
}

declare global {
  interface Window {
    __disclosureItems?: Element[];
  }
}
