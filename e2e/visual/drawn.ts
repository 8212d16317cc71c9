import type { Page } from '@playwright/test';

/**
 * Invariants that judge what a person sees, without a reference screenshot (beside ./invariants.ts,
 * which `layoutFindings` runs them with). On a rendered page or story in Chromium:
 * - `duplicate-id`: two elements of the document share an id;
 * - `broken-reference`: an `aria-labelledby`, `aria-describedby`, `aria-controls` or `<label for>`
 *   points at nothing, at an id several elements share, at an element in another island (each island
 *   is its own part of the page: a reference across two is a collision of their ids), or, for `for`,
 *   at an element that cannot be labelled; an `aria-labelledby` target without words names nothing;
 * - `image-squeezed`: an image drawn narrower than the size its styles give it (a height with an
 *   automatic width: that height at the file's ratio; or a set width), which a flex or grid track
 *   shrank;
 * - `clipped-box`: an element that hides its overflow, without scrolling, holds its own text wider
 *   than its box (`scrollWidth > clientWidth`), without a designed ellipsis;
 * - `one-letter-line`: a word broken over two lines so that one line holds a single letter of it;
 * - `page-edge` (a whole page only): the page does not reach the window's edges (the browser's
 *   default body margin draws a frame around it);
 * - `heading-leading`: a heading drawn on lines looser than the kit's heading line-height token
 *   (`--dm-line-height-heading`), such as the body's 1.6;
 * - `contrast`: text, including marks hidden from screen readers such as a required-field asterisk,
 *   below 4.5:1 against what is behind it (3:1 for large text: 24 px, or 18.66 px bold). Text over a
 *   picture or a background image is left to axe and to the eye (its background is not one colour).
 */
export interface DrawnOptions {
  /** Only look inside this element (a story's root); the whole document when absent. */
  root?: string;
}

export async function drawnFindings(page: Page, options: DrawnOptions = {}): Promise<string[]> {
  return page.evaluate(judgeInPage, options);
}

/**
 * `image-unsized`, to run before the pictures have loaded (before `settle`): a picture that is not
 * there yet must already take the room it will take, from its width and height (or its styles). One
 * that takes none (a lazy picture below the first screen, without width and height) is drawn as a
 * sliver until it arrives, and the page shifts when it does.
 */
export async function waitingImageFindings(page: Page, options: DrawnOptions = {}): Promise<string[]> {
  return page.evaluate(judgeInPage, { ...options, waiting: true });
}

/** Runs inside the page: must not use anything from outside its own body. */
function judgeInPage(options: DrawnOptions & { waiting?: boolean }): string[] {
  const findings: string[] = [];
  const scope: Element = (options.root && document.querySelector(options.root)) || document.body;
  const wholePage = options.root === undefined;
  const px = (value: string) => Number.parseFloat(value) || 0;
  /** The box a picture is drawn in: its border box without padding and border. */
  const contentBox = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      width:
        box.width -
        px(style.paddingLeft) -
        px(style.paddingRight) -
        px(style.borderLeftWidth) -
        px(style.borderRightWidth),
      height:
        box.height -
        px(style.paddingTop) -
        px(style.paddingBottom) -
        px(style.borderTopWidth) -
        px(style.borderBottomWidth),
    };
  };

  if (options.waiting) {
    for (const image of Array.from(scope.querySelectorAll('img'))) {
      if (image.complete && image.naturalWidth > 0) continue;
      if (getComputedStyle(image).display === 'none' || image.closest('[hidden]')) continue;
      const { width, height } = contentBox(image);
      if (width >= 2 && height >= 2) continue;
      const box = image.getBoundingClientRect();
      findings.push(
        `image-unsized: img src=${(image.getAttribute('src') ?? '').split('/').pop()} takes ${Math.round(box.width)}x${Math.round(box.height)} px until it loads (no width and height to hold its place)`,
      );
    }
    return findings;
  }

  const label = (element: Element): string => {
    const classes = Array.from(element.classList).slice(0, 2);
    const name = `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}`;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return [name, text && `"${text}"`].filter(Boolean).join(' ');
  };
  /** Drawn (a box, not hidden by CSS); unlike the layout invariants this includes aria-hidden marks. */
  const isDrawn = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    return !element.closest('[hidden], [inert]');
  };

  // Ids: one element each, in the whole document (a collision between two parts of a page is one even
  // when only one of them is in the scope).
  const byId = new Map<string, Element[]>();
  for (const element of Array.from(document.querySelectorAll('[id]'))) {
    const list = byId.get(element.id) ?? [];
    list.push(element);
    byId.set(element.id, list);
  }
  for (const [id, elements] of byId) {
    if (elements.length < 2 || !elements.some((element) => scope.contains(element))) continue;
    findings.push(
      `duplicate-id: ${elements.length} elements share id="${id}" (${elements
        .slice(0, 3)
        .map(label)
        .join('; ')})`,
    );
  }

  // References by id: to exactly one element, in the same island, of the right kind.
  const island = (element: Element) => element.closest('[data-island]');
  const labelable = 'input:not([type="hidden"]), select, textarea, button, meter, output, progress';
  for (const referrer of Array.from(
    scope.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]'),
  )) {
    for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) {
      const value = referrer.getAttribute(attribute);
      if (value === null || (attribute === 'for' && referrer.tagName !== 'LABEL')) continue;
      for (const id of value.split(/\s+/).filter(Boolean)) {
        const targets = byId.get(id) ?? [];
        const where = `${attribute}="${id}" of ${label(referrer)}`;
        if (targets.length === 0) {
          // A collapsed disclosure may leave out what it controls until it opens (as axe allows).
          const collapsed =
            attribute === 'aria-controls' && referrer.getAttribute('aria-expanded') === 'false';
          if (!collapsed) findings.push(`broken-reference: ${where} points at nothing`);
          continue;
        }
        if (targets.length > 1) continue; // reported as duplicate-id
        const target = targets[0] as Element;
        if (island(target) !== island(referrer)) {
          findings.push(`broken-reference: ${where} points into another part of the page (${label(target)})`);
        } else if (attribute === 'for' && !target.matches(labelable)) {
          findings.push(`broken-reference: ${where} points at ${label(target)}, which a label cannot name`);
        } else if (attribute === 'aria-labelledby' && !(target.textContent ?? '').trim()) {
          const named = target.getAttribute('aria-label') || target.getAttribute('alt');
          if (!named)
            findings.push(`broken-reference: ${where} points at ${label(target)}, which has no words`);
        }
      }
    }
  }

  // Images squeezed below the size their styles give them.
  for (const image of Array.from(scope.querySelectorAll('img'))) {
    if (!isDrawn(image) || image.closest('[aria-hidden="true"]') || image.naturalWidth === 0) continue;
    const style = getComputedStyle(image);
    if (style.objectFit === 'cover') continue; // a declared crop: judged by the ratio invariant
    const specified = image.computedStyleMap();
    const width = specified.get('width');
    const height = specified.get('height');
    const maxWidth = specified.get('max-width');
    const length = (value: CSSStyleValue | undefined | null) =>
      value instanceof CSSUnitValue && value.unit === 'px' ? value.value : undefined;
    const drawnWidth = contentBox(image).width;
    const contentHeight = length(height);
    const intended =
      length(width) ??
      (contentHeight !== undefined && String(width) === 'auto'
        ? contentHeight * (image.naturalWidth / image.naturalHeight)
        : undefined);
    if (intended === undefined) continue;
    // A max-width (in pixels, or a share of the parent's content box) lets the picture be smaller.
    const parent = image.parentElement;
    const parentStyle = parent ? getComputedStyle(parent) : undefined;
    const room = parent
      ? parent.clientWidth - px(parentStyle?.paddingLeft ?? '') - px(parentStyle?.paddingRight ?? '')
      : Number.POSITIVE_INFINITY;
    const limit =
      maxWidth instanceof CSSUnitValue && maxWidth.unit === 'percent'
        ? (room * maxWidth.value) / 100
        : length(maxWidth);
    const allowed = limit !== undefined ? Math.min(intended, limit) : intended;
    if (drawnWidth < allowed * 0.98 - 1) {
      const src = (image.currentSrc || image.src).split('/').pop();
      findings.push(
        `image-squeezed: img src=${src} drawn ${Math.round(drawnWidth)} px wide where its styles ask ${Math.round(allowed)} px (${label(image.parentElement ?? image)})`,
      );
    }
  }

  // Headings on the kit's heading line-height token, not the body's (a 36 px heading on 57.6 px lines
  // reads as two loose lines). Headings outside the kit (no token) are left alone. A heading set a little
  // looser on purpose (a small card title at 1.3) passes, the body's 1.6 does not.
  const HEADING_LEADING_TOLERANCE = 0.15;
  for (const heading of Array.from(scope.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))) {
    if (!isDrawn(heading) || (heading.textContent ?? '').trim() === '') continue;
    const style = getComputedStyle(heading);
    const token = Number.parseFloat(style.getPropertyValue('--dm-line-height-heading'));
    const size = px(style.fontSize);
    if (!token || !size || style.lineHeight === 'normal') continue;
    const ratio = px(style.lineHeight) / size;
    if (ratio > token + HEADING_LEADING_TOLERANCE) {
      findings.push(
        `heading-leading: ${label(heading)} at ${size} px on ${Math.round(px(style.lineHeight) * 10) / 10} px lines (${ratio.toFixed(2)}; the heading token is ${token})`,
      );
    }
  }

  // Boxes that cut off their own text.
  for (const element of Array.from(scope.querySelectorAll('*'))) {
    const style = getComputedStyle(element);
    if (!['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
    if (element.scrollWidth <= element.clientWidth + 1 || !isDrawn(element)) continue;
    const ownText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!ownText || element.matches('.bk-visually-hidden, .ep-visually-hidden, [class*="visually-hidden"]'))
      continue;
    findings.push(
      `clipped-box: ${label(element)} holds text ${element.scrollWidth} px wide in ${element.clientWidth} px`,
    );
  }

  // Words broken with a single letter on a line, and text contrast.
  const rgbaCache = new Map<string, [number, number, number, number]>();
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  /** Any CSS colour as 0-255 RGB and 0-1 alpha, as the browser itself resolves it. */
  const rgba = (value: string): [number, number, number, number] => {
    const known = rgbaCache.get(value);
    if (known) return known;
    let result: [number, number, number, number] = [0, 0, 0, 0];
    const plain = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
    if (plain) {
      result = [
        Number(plain[1]),
        Number(plain[2]),
        Number(plain[3]),
        plain[4] === undefined ? 1 : Number(plain[4]),
      ];
    } else if (context) {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = value;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = Array.from(context.getImageData(0, 0, 1, 1).data) as [
        number,
        number,
        number,
        number,
      ];
      result = a === 0 ? [0, 0, 0, 0] : [r, g, b, a / 255];
    }
    rgbaCache.set(value, result);
    return result;
  };
  const over = (top: number[], bottom: number[]): number[] => {
    const alpha = (top[3] as number) + (bottom[3] as number) * (1 - (top[3] as number));
    if (alpha === 0) return [0, 0, 0, 0];
    return [0, 1, 2]
      .map(
        (i) =>
          ((top[i] as number) * (top[3] as number) +
            (bottom[i] as number) * (bottom[3] as number) * (1 - (top[3] as number))) /
          alpha,
      )
      .concat(alpha);
  };
  const luminance = (colour: number[]) => {
    const [r, g, b] = [0, 1, 2].map((i) => {
      const c = (colour[i] as number) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const pictures = Array.from(document.querySelectorAll('img, video, canvas, iframe, svg image, picture'))
    .filter(isDrawn)
    .map((element) => ({ element, box: element.getBoundingClientRect() }));
  /** What is behind an element's text: an opaque colour, or undefined when a picture is (partly). */
  const backdrop = (element: Element, line: DOMRect): number[] | undefined => {
    const picture = pictures.find(
      ({ element: p, box }) =>
        !element.contains(p) &&
        box.left < line.right &&
        box.right > line.left &&
        box.top < line.bottom &&
        box.bottom > line.top,
    );
    if (picture) return undefined;
    const layers: number[][] = [];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.backgroundImage !== 'none') return undefined;
      const colour = rgba(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let result = [255, 255, 255, 1]; // the canvas behind everything
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };

  const reported = new Set<string>();
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!text.trim()) continue;
    const owner = node.parentElement;
    if (!owner || owner.closest('script, style, noscript, template, svg') || !isDrawn(owner)) continue;
    const style = getComputedStyle(owner);

    // One-letter lines: a word whose letters are drawn on more than one line.
    for (const match of text.matchAll(/\S{2,}/g)) {
      const start = match.index ?? 0;
      const word = match[0];
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const rows = new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      );
      if (rows.size < 2) continue;
      const tops: number[] = [];
      for (let i = 0; i < word.length; i++) {
        range.setStart(node, start + i);
        range.setEnd(node, start + i + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
      const pieces: string[] = [];
      for (let i = 0; i < word.length; i++) {
        const letter = word[i] ?? '';
        if (i === 0 || Math.abs((tops[i] as number) - (tops[i - 1] as number)) > 2) pieces.push(letter);
        else pieces[pieces.length - 1] += letter;
      }
      if (pieces.some((piece) => /^\p{L}$/u.test(piece))) {
        findings.push(
          `one-letter-line: "${pieces.join(' / ')}" is broken with one letter on a line (${label(owner)})`,
        );
      }
    }

    // Contrast, as WCAG 1.4.3 asks: disabled controls are exempt.
    if (owner.closest(':disabled, [aria-disabled="true"]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const line = Array.from(range.getClientRects()).find((rect) => rect.width >= 2 && rect.height >= 2);
    if (!line) continue;
    const behind = backdrop(owner, line);
    if (!behind) continue;
    let opacity = 1;
    for (let at: Element | null = owner; at; at = at.parentElement)
      opacity *= Number(getComputedStyle(at).opacity);
    const ink = rgba(style.color);
    const drawnInk = over([ink[0], ink[1], ink[2], ink[3] * opacity], behind);
    const [light, dark] = [luminance(drawnInk), luminance(behind)].sort((a, b) => b - a) as [number, number];
    const ratio = (light + 0.05) / (dark + 0.05);
    const size = px(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const needed = large ? 3 : 4.5;
    if (ratio < needed - 0.005) {
      const line = `contrast: "${text.trim().slice(0, 30)}" ${ratio.toFixed(2)}:1, needs ${needed}:1 (${style.color} on rgb(${behind
        .slice(0, 3)
        .map(Math.round)
        .join(', ')}), ${label(owner)})`;
      if (!reported.has(line)) findings.push(line);
      reported.add(line);
    }
  }

  // The page reaches the window's edges.
  if (wholePage) {
    const body = document.body.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const gaps = [
      body.left > 0.5 && `${Math.round(body.left)} px on the left`,
      body.top + window.scrollY > 0.5 && `${Math.round(body.top + window.scrollY)} px at the top`,
      width - body.right > 0.5 && `${Math.round(width - body.right)} px on the right`,
    ].filter(Boolean);
    if (gaps.length > 0) {
      findings.push(
        `page-edge: the page stops short of the window's edges (${gaps.join(', ')}; body margin ${getComputedStyle(document.body).margin})`,
      );
    }
  }

  return findings;
}
