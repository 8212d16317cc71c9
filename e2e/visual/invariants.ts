import type { Page } from '@playwright/test';
import { drawnFindings } from './drawn';
import { rowFindings } from './rows';

/**
 * Layout invariants of the design-kit issue (22), checked in Chromium on a rendered page or story:
 * - `overflow`: the page scrolls sideways (reports the outermost elements that stick out);
 * - `image-broken`: a visible image that did not load;
 * - `image-ratio`: an image drawn more than 2% off its file's ratio, or, when it is fitted (object-fit
 *   cover), off both its file's and its crop's ratio (its width/height attributes);
 * - `image-tall`: an image drawn taller than 1.5x the viewport;
 * - `overlap`: two sibling cards, buttons or flip cards drawn over each other;
 * - `clipped-text`: a line of text partly cut off by a container that hides its overflow;
 * - `unstyled-link`: a link drawn in the browser's default blue or visited purple (no brand style);
 * - and those of ./rows.ts: holes in grids, ragged rows, far buttons, block gaps, canvas over text.
 * Each finding is one readable line: `kind: what (where)`.
 */
export interface LayoutOptions {
  /** Only look inside this element (a story's root); the whole document when absent. */
  root?: string;
}

/** Makes lazy images load now, waits for every image, the fonts and two frames. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Every declared face, not only those already asked for: text drawn in a fallback font first would
    // make the screenshots differ from run to run.
    await Promise.all(Array.from(document.fonts).map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
    // At least twice: a picture whose layout changed once the others arrived may pick another source
    // from its srcset. Then again while a round found pictures still loading or the page had drawn
    // other ones (a part rendered anew after its data arrived, with lazy pictures that would never
    // load off-screen). (The caps only keep a picture that never answers from holding the check forever.)
    let previous: HTMLImageElement[] = [];
    for (let round = 0; round < 6; round++) {
      const images = Array.from(document.images);
      const unchanged =
        images.length === previous.length && images.every((image, i) => image === previous[i]);
      if (round >= 2 && unchanged && images.every((image) => image.complete)) break;
      previous = images;
      // Each round: an image the page rendered after the first (data that arrived after hydration)
      // is lazy again and off-screen would never load.
      for (const image of Array.from(document.images)) {
        if (image.loading === 'lazy') image.loading = 'eager';
      }
      await Promise.all(
        Array.from(document.images)
          .filter((image) => image.getAttribute('src') || image.getAttribute('srcset'))
          .map((image) =>
            image.complete
              ? undefined
              : new Promise<void>((resolve) => {
                  image.addEventListener('load', () => resolve(), { once: true });
                  image.addEventListener('error', () => resolve(), { once: true });
                  setTimeout(resolve, 30_000);
                }),
          ),
      );
      // Loaded is not yet painted: on a busy machine a big picture is decoded later, and two screenshots
      // in a row differed by the pictures drawn in between. `decode()` waits until each can be painted.
      await Promise.all(
        Array.from(document.images)
          .filter((image) => image.complete && image.naturalWidth > 0)
          .map((image) =>
            Promise.race([
              image.decode().catch(() => undefined),
              new Promise<void>((resolve) => setTimeout(resolve, 30_000)),
            ]),
          ),
      );
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

/** Runs every invariant and returns the findings (empty when the layout holds). */
export async function layoutFindings(page: Page, options: LayoutOptions = {}): Promise<string[]> {
  return [
    ...(await page.evaluate(findInPage, options)),
    ...(await drawnFindings(page, options)),
    ...(await rowFindings(page, options)),
  ];
}

/** Runs inside the page: must not use anything from outside its own body. */
function findInPage(options: LayoutOptions): string[] {
  const findings: string[] = [];
  const scope: Element = (options.root && document.querySelector(options.root)) || document.body;
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;

  const label = (element: Element): string => {
    const classes = Array.from(element.classList).slice(0, 2);
    const name = `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}`;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const src =
      element instanceof HTMLImageElement ? (element.currentSrc || element.src).split('/').pop() : '';
    return [name, src && `src=${src}`, text && `"${text}"`].filter(Boolean).join(' ');
  };

  const isShown = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    return !element.closest('[hidden], [inert], [aria-hidden="true"]');
  };

  // Sideways scroll: the document is wider than the viewport.
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth + 1) {
    const outermost = Array.from(scope.querySelectorAll('*')).filter((element) => {
      const right = element.getBoundingClientRect().right;
      const parent = element.parentElement;
      return (
        right > viewportWidth + 1 && (!parent || parent.getBoundingClientRect().right <= viewportWidth + 1)
      );
    });
    const where = outermost
      .slice(0, 3)
      .map((element) => `${label(element)} to ${Math.round(element.getBoundingClientRect().right)} px`);
    findings.push(
      `overflow: the page is ${scrollWidth} px wide in a ${viewportWidth} px viewport (${where.join('; ') || 'outside the story'})`,
    );
  }

  // Images: loaded, drawn at their ratio, not taller than 1.5x the viewport.
  for (const image of Array.from(scope.querySelectorAll('img'))) {
    if (!isShown(image)) continue;
    const box = image.getBoundingClientRect();
    if (!image.complete || image.naturalWidth === 0) {
      findings.push(`image-broken: ${label(image)} did not load`);
      continue;
    }
    if (box.height > viewportHeight * 1.5) {
      findings.push(
        `image-tall: ${label(image)} is ${Math.round(box.height)} px tall in a ${viewportHeight} px viewport`,
      );
    }
    const style = getComputedStyle(image);
    const fit = style.objectFit;
    if (fit === 'contain' || fit === 'scale-down') continue;
    // The picture is drawn in the content box: padding and border (a frame around a logo) are not part of it.
    const px = (value: string) => Number.parseFloat(value) || 0;
    const drawnWidth =
      box.width -
      px(style.paddingLeft) -
      px(style.paddingRight) -
      px(style.borderLeftWidth) -
      px(style.borderRightWidth);
    const drawnHeight =
      box.height -
      px(style.paddingTop) -
      px(style.paddingBottom) -
      px(style.borderTopWidth) -
      px(style.borderBottomWidth);
    const fits = (ratio: number) =>
      Number.isFinite(ratio) &&
      ratio > 0 &&
      Math.abs(drawnWidth - drawnHeight * ratio) <= Math.max(drawnWidth * 0.02, 1.5);
    const natural = image.naturalWidth / image.naturalHeight;
    const declared = Number(image.getAttribute('width')) / Number(image.getAttribute('height'));
    const ok = fits(natural) || (fit !== 'fill' && fits(declared));
    if (!ok) {
      const drawn = (drawnWidth / drawnHeight).toFixed(3);
      const crop = Number.isFinite(declared) ? `, crop ${declared.toFixed(3)}` : '';
      findings.push(
        `image-ratio: ${label(image)} drawn ${Math.round(drawnWidth)}x${Math.round(drawnHeight)} (${drawn}), file ${image.naturalWidth}x${image.naturalHeight} (${natural.toFixed(3)}${crop}, object-fit ${fit})`,
      );
    }
  }

  // Links in the browser's own colours (blue, visited purple) were never given the brand's styles.
  const browserDefaults = new Set(['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(0, 0, 255)']);
  // (Only links with words: the colour of a link around a logo is never seen.)
  const unstyled = Array.from(scope.querySelectorAll('a[href]')).filter(
    (link) =>
      isShown(link) &&
      (link.textContent ?? '').trim() !== '' &&
      browserDefaults.has(getComputedStyle(link).color),
  );
  if (unstyled.length > 0) {
    findings.push(
      `unstyled-link: ${unstyled.length} link(s) in the browser's default colour (${unstyled
        .slice(0, 3)
        .map((link) => label(link))
        .join('; ')})`,
    );
  }

  // Sibling cards, buttons and flip cards must not overlap.
  const isCard = (element: Element) =>
    Array.from(element.classList).some((name) => /card$/.test(name.split('--')[0] ?? ''));
  const candidates = Array.from(
    scope.querySelectorAll('button, a, [role="button"], input[type="submit"], [class*="card"]'),
  ).filter(
    (element) =>
      (element.matches('button, [role="button"], input[type="submit"], a.bk-button, a[class*="button"]') ||
        isCard(element)) &&
      isShown(element),
  );
  const groups = new Map<Element, Set<Element>>();
  for (const candidate of candidates) {
    let unit: Element = candidate;
    while (unit.parentElement && unit.parentElement !== scope && unit.parentElement.children.length === 1) {
      unit = unit.parentElement;
    }
    const parent = unit.parentElement;
    if (!parent) continue;
    const members = groups.get(parent) ?? new Set<Element>();
    members.add(unit);
    groups.set(parent, members);
  }
  const seen = new Set<string>();
  for (const members of groups.values()) {
    const list = Array.from(members).filter(
      (element) => !['absolute', 'fixed'].includes(getComputedStyle(element).position),
    );
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = (list[i] as Element).getBoundingClientRect();
        const b = (list[j] as Element).getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1) {
          const line = `overlap: ${label(list[i] as Element)} and ${label(list[j] as Element)} overlap by ${Math.round(width)}x${Math.round(height)} px`;
          if (!seen.has(line)) findings.push(line);
          seen.add(line);
        }
      }
    }
  }

  // Text cut off by a container that hides its overflow (lines wholly outside are hidden on purpose,
  // like the slides of a carousel; designed truncation with an ellipsis or a line clamp is allowed).
  const clipping = Array.from(scope.querySelectorAll('*')).filter((element) => {
    const style = getComputedStyle(element);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    return (hides(style.overflowX) || hides(style.overflowY)) && isShown(element);
  });
  for (const container of clipping) {
    const style = getComputedStyle(container);
    if (style.textOverflow === 'ellipsis' || (style.webkitLineClamp && style.webkitLineClamp !== 'none'))
      continue;
    const edge = container.getBoundingClientRect();
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    let cut: string | undefined;
    for (let node = walker.nextNode(); node && !cut; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const owner = node.parentElement;
      if (!owner || !isShown(owner)) continue;
      const ownerStyle = getComputedStyle(owner);
      if (
        ownerStyle.textOverflow === 'ellipsis' ||
        (ownerStyle.webkitLineClamp && ownerStyle.webkitLineClamp !== 'none')
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        if (line.width < 1 || line.height < 1) continue;
        const inside =
          line.right > edge.left &&
          line.left < edge.right &&
          line.bottom > edge.top &&
          line.top < edge.bottom;
        if (!inside) continue;
        const outX = clipsX && (line.left < edge.left - 1 || line.right > edge.right + 1);
        const outY = clipsY && (line.top < edge.top - 1 || line.bottom > edge.bottom + 1);
        if (outX || outY) {
          cut = `"${(node.textContent ?? '').trim().slice(0, 40)}"`;
          break;
        }
      }
    }
    if (cut) findings.push(`clipped-text: ${cut} is cut off by ${label(container)}`);
  }

  // A button squeezed until its text runs into its edge: the text takes more than half the padding on
  // a side (a flex row gave the button less room than its label needs).
  for (const button of Array.from(scope.querySelectorAll('button'))) {
    if (!isShown(button)) continue;
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    const inner = {
      left: box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft) / 2,
      right:
        box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight) / 2,
    };
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !isShown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const squeezed = Array.from(range.getClientRects()).some(
        (line) => line.width >= 1 && (line.left < inner.left - 0.5 || line.right > inner.right + 0.5),
      );
      if (squeezed) {
        findings.push(`squeezed-button: the text of ${label(button)} runs into its edge`);
        break;
      }
    }
  }

  return findings;
}
