import type { Page } from '@playwright/test';

/**
 * Invariants of how things share a page (beside ./invariants.ts, which `layoutFindings` runs them
 * with). On a rendered page or story in Chromium:
 * - `grid-hole`: a grid leaves a hole a visitor sees: a whole empty column beside the items of a row
 *   that is its only row or not its last, or, in a grid of like items (one tag and class: tiles,
 *   cards, books; not a footer's columns of different content), an item whose drawing stops far
 *   above the others of its row (a short tile under a tall one, a book without a cover beside books
 *   with one; not the fields of a form, which an error line makes taller);
 * - `ragged-row`: the cards of one grid row are drawn at different heights, or their last buttons or
 *   links sit at different heights (a card's title link is not its button, nor a button of a list
 *   inside the card, such as the answers in a drag question's boxes);
 * - `far-button`: the submit button of a one-field form (no other control: no select, choice, bot
 *   check) sits further from its field than a spacing token (3rem) beside or under it, with no text
 *   between them (a status line under the field);
 * - `block-gap`: two consecutive blocks of a page, with nothing drawn between them, are further apart
 *   than the larger of their own margins (their one spacing token: the gaps of a flex column were
 *   added to both margins);
 * - `canvas-over-text`: a canvas (a celebration's confetti) has drawn something over another
 *   element's text;
 * - `icon-colour`: an icon from the CMS (a masked icon, or an svg drawn as a picture up to 96 px) is
 *   drawn in a colour that is none of the brand's (a blue icon on the purple or red brand).
 * Each finding is one readable line: `kind: what (where)`.
 */
export interface RowOptions {
  /** Only look inside this element (a story's root); the whole document when absent. */
  root?: string;
}

export async function rowFindings(page: Page, options: RowOptions = {}): Promise<string[]> {
  return page.evaluate(judgeRows, options);
}

/** Runs inside the page: must not use anything from outside its own body. */
function judgeRows(options: RowOptions): string[] {
  const findings: string[] = [];
  const scope: Element = (options.root && document.querySelector(options.root)) || document.body;
  const px = (value: string) => Number.parseFloat(value) || 0;
  const label = (element: Element): string => {
    const classes = Array.from(element.classList).slice(0, 2);
    const name = `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}`;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return [name, text && `"${text}"`].filter(Boolean).join(' ');
  };
  const isShown = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    return !element.closest('[hidden], [inert]');
  };
  const paints = (element: Element): boolean => {
    const style = getComputedStyle(element);
    const background = style.backgroundColor;
    const opaque = background !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(background);
    const border =
      px(style.borderTopWidth) + px(style.borderBottomWidth) > 0 &&
      style.borderTopColor !== 'rgba(0, 0, 0, 0)' &&
      style.borderTopStyle !== 'none';
    return opaque || border || style.backgroundImage !== 'none' || element.matches('img, svg, video, canvas');
  };
  /** The bottom of what an element draws: its painted boxes, pictures and lines of text. */
  const drawnBottom = (element: Element): number => {
    let bottom = Number.NEGATIVE_INFINITY;
    const visit = (at: Element) => {
      if (!isShown(at)) return;
      if (paints(at)) {
        bottom = Math.max(bottom, at.getBoundingClientRect().bottom);
        if (at.matches('img, svg, video, canvas')) return;
      }
      for (const node of Array.from(at.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects()))
            if (line.width > 0) bottom = Math.max(bottom, line.bottom);
        } else if (node instanceof Element) visit(node);
      }
    };
    visit(element);
    return bottom;
  };
  /** The card an item is drawn as: the item or its only child (and so on) that paints a box. */
  const cardOf = (item: Element): Element | undefined => {
    for (let at: Element | undefined = item; at; ) {
      if (paints(at) && !at.matches('img, svg, video, canvas')) return at;
      at = at.children.length === 1 ? (at.children[0] as Element) : undefined;
    }
    return undefined;
  };

  // Grids: rows of items that fill their row and are drawn to one height.
  const grids = Array.from(scope.querySelectorAll('*')).filter(
    (element) => ['grid', 'inline-grid'].includes(getComputedStyle(element).display) && isShown(element),
  );
  for (const grid of grids) {
    const items = Array.from(grid.children).filter(
      (child) => isShown(child) && !['absolute', 'fixed'].includes(getComputedStyle(child).position),
    );
    if (items.length < 2) continue;
    const style = getComputedStyle(grid);
    const tracks = style.gridTemplateColumns
      .split(/\s+/)
      .map(px)
      .filter((width) => width > 0);
    if (tracks.length < 2) continue;
    const rows: Element[][] = [];
    // One row: items whose heights overlap (a grid that centres its items, such as a picture beside
    // its text, starts them at different heights in the same row).
    for (const item of items) {
      const { top, bottom } = item.getBoundingClientRect();
      const row = rows.find((members) =>
        members.some((member) => {
          const other = member.getBoundingClientRect();
          return top < other.bottom - 1 && bottom > other.top + 1;
        }),
      );
      if (row) row.push(item);
      else rows.push([item]);
    }
    const box = grid.getBoundingClientRect();
    const contentLeft = box.left + px(style.borderLeftWidth) + px(style.paddingLeft);
    const columnGap = px(style.columnGap);
    rows.forEach((row, index) => {
      // Whole columns left empty at the end of a row: in a grid's only row, or in a row before its last.
      if (rows.length === 1 || index < rows.length - 1) {
        const end = Math.max(...row.map((item) => item.getBoundingClientRect().right));
        let trackStart = contentLeft;
        let empty = 0;
        for (const track of tracks) {
          if (trackStart >= end - 1) empty += 1;
          trackStart += track + columnGap;
        }
        if (empty > 0) {
          findings.push(
            `grid-hole: ${empty} of ${tracks.length} columns stay empty beside ${row.length} item(s) (${label(grid)})`,
          );
        }
      }
      if (row.length < 2) return;
      // Holes and heights are judged where a row's items start on one line (not where they are centred),
      // and only between like items: the columns of a footer hold different things of their own lengths.
      const tops = row.map((item) => item.getBoundingClientRect().top);
      if (Math.max(...tops) - Math.min(...tops) > 2) return;
      const kind = (item: Element) => `${item.tagName} ${item.classList[0] ?? ''}`;
      if (new Set(row.map(kind)).size > 1) return;
      // An item whose drawing stops far above the others of its row: a hole under it. Not between the
      // fields of a form: a field's error line makes it taller than its neighbours, as it should.
      if (grid.closest('form') && row.every((item) => item.querySelector('input, select, textarea'))) return;
      const bottoms = row.map(drawnBottom);
      const rowBottom = Math.max(...bottoms);
      const rowTop = Math.min(...row.map((item) => item.getBoundingClientRect().top));
      row.forEach((item, at) => {
        const hole = rowBottom - (bottoms[at] as number);
        const width = item.getBoundingClientRect().width;
        if (hole > Math.max(48, (rowBottom - rowTop) * 0.25) && width > 80) {
          findings.push(
            `grid-hole: ${Math.round(width)}x${Math.round(hole)} px empty under ${label(item)} (${label(grid)})`,
          );
        }
      });
      // Cards of one row: one height, and their last buttons or links on one line.
      const cards = row.map(cardOf);
      if (cards.every((card): card is Element => card !== undefined)) {
        const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
        if (Math.max(...heights) - Math.min(...heights) > 2) {
          findings.push(
            `ragged-row: the cards of one row are ${heights.join(', ')} px tall (${label(grid)})`,
          );
        }
        const actions = cards.map((card) => {
          // A title link (a whole card's one target) sits under its picture, not at the card's foot.
          // Nor is a button of a list inside the card (the answers in a drag question's boxes): those
          // are its content, and a box holds as many as it holds.
          const links = Array.from(card.querySelectorAll('a[href], button')).filter((link) => {
            if (!isShown(link) || link.closest('h1, h2, h3, h4, h5, h6, [role="heading"]')) return false;
            const list = link.closest('ul, ol, [role="list"]');
            return !(list && card.contains(list));
          });
          return links[links.length - 1];
        });
        if (actions.every((action): action is Element => action !== undefined)) {
          const tops = actions.map((action) => Math.round(action.getBoundingClientRect().bottom));
          if (Math.max(...tops) - Math.min(...tops) > 2) {
            findings.push(
              `ragged-row: the last buttons of one row's cards end at ${tops.join(', ')} px (${label(grid)})`,
            );
          }
        }
      }
    });
  }

  // One-field forms: the submit button beside or right under its field.
  const token = 3 * px(getComputedStyle(document.documentElement).fontSize);
  for (const form of Array.from(scope.querySelectorAll('form'))) {
    const fields = Array.from(
      form.querySelectorAll(
        'input:not([type]), input[type="text"], input[type="email"], input[type="search"]',
      ),
    ).filter(isShown);
    const submit = Array.from(
      form.querySelectorAll('button:not([type="button"]), input[type="submit"]'),
    ).find(isShown);
    // A form with another control (a kind of content, a choice, a bot check) is not a one-field form.
    const others = Array.from(
      form.querySelectorAll(
        'select, textarea, input[type="checkbox"], input[type="radio"], [role="combobox"], [role="radiogroup"], [aria-haspopup="listbox"]',
      ),
    ).filter(isShown);
    const widgets = Array.from(form.querySelectorAll('*')).filter(
      (element) => element.tagName.includes('-') && isShown(element),
    );
    if (fields.length !== 1 || !submit || others.length > 0 || widgets.length > 0) continue;
    const field = (fields[0] as Element).getBoundingClientRect();
    const button = submit.getBoundingClientRect();
    // Text between them (a bot check's status line under the field) is what the button follows.
    const between = Array.from(form.querySelectorAll('*')).some((element) => {
      if (!isShown(element) || element.contains(submit) || element.contains(fields[0] as Element))
        return false;
      if (
        !Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
      )
        return false;
      const box = element.getBoundingClientRect();
      const under = box.top >= field.bottom - 1 && box.bottom <= button.top + 1;
      const beside = box.left >= field.right - 1 && box.right <= button.left + 1;
      return under || beside;
    });
    if (between) continue;
    const across = Math.max(0, button.left - field.right, field.left - button.right);
    const down = Math.max(0, button.top - field.bottom, field.top - button.bottom);
    if (Math.max(across, down) > token + 1) {
      findings.push(
        `far-button: ${label(submit)} is ${Math.round(across)} px beside and ${Math.round(down)} px under its field (${label(form)})`,
      );
    }
  }

  /**
   * Whether anything is shown between two blocks in the document: a shown element after `above` (or
   * after one of its ancestors) and before `below` (or one of its ancestors), such as a widget of the
   * page between two blocks. Then their distance is that element's, not a gap.
   */
  const drawnBetween = (above: Element, below: Element): boolean => {
    const range = document.createRange();
    range.setStartAfter(above);
    range.setEndBefore(below);
    const walker = document.createTreeWalker(range.commonAncestorContainer, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as Element;
      if (!range.intersectsNode(element) || element.contains(above) || element.contains(below)) continue;
      if (above.contains(element) || below.contains(element)) continue;
      if (isShown(element) && !['absolute', 'fixed'].includes(getComputedStyle(element).position))
        return true;
    }
    return false;
  };

  // Consecutive blocks of a page: one spacing token apart (the larger of their margins).
  const blocks = Array.from(scope.querySelectorAll('.bk-block')).filter(
    (block) => isShown(block) && !block.parentElement?.closest('.bk-block'),
  );
  for (let i = 1; i < blocks.length; i++) {
    const above = blocks[i - 1] as Element;
    const below = blocks[i] as Element;
    const a = above.getBoundingClientRect();
    const b = below.getBoundingClientRect();
    if (b.top < a.bottom - 1 || b.left >= a.right || b.right <= a.left) continue;
    if (drawnBetween(above, below)) continue;
    const allowed = Math.max(px(getComputedStyle(above).marginBottom), px(getComputedStyle(below).marginTop));
    const gap = b.top - a.bottom;
    if (gap > allowed + 1) {
      findings.push(
        `block-gap: ${Math.round(gap)} px between ${label(above)} and ${label(below)}, where their spacing is ${Math.round(allowed)} px`,
      );
    }
  }

  // A canvas that draws over text: its pixels under a line of another element's text, above it.
  for (const canvas of Array.from(document.querySelectorAll('canvas'))) {
    if (!isShown(canvas) || canvas.width === 0 || canvas.height === 0) continue;
    const context = canvas.getContext('2d');
    if (!context) continue;
    const area = canvas.getBoundingClientRect();
    // A celebration lets clicks through (pointer-events: none), which hides it from elementsFromPoint:
    // hit-tested for this check only.
    const pointerEvents = canvas.style.pointerEvents;
    canvas.style.pointerEvents = 'auto';
    const scaleX = canvas.width / area.width;
    const scaleY = canvas.height / area.height;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    let covered: string | undefined;
    for (let node = walker.nextNode(); node && !covered; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !(node.textContent ?? '').trim() || !isShown(owner) || owner.closest('script, style'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        const left = Math.max(line.left, area.left);
        const right = Math.min(line.right, area.right);
        const top = Math.max(line.top, area.top);
        const bottom = Math.min(line.bottom, area.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        // Above the text? The canvas comes before the text's element at the line's middle.
        const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
        const canvasAt = stack.indexOf(canvas);
        const ownerAt = stack.findIndex((element) => element === owner || owner.contains(element));
        if (canvasAt === -1 || (ownerAt !== -1 && ownerAt < canvasAt)) continue;
        const pixels = context.getImageData(
          Math.floor((left - area.left) * scaleX),
          Math.floor((top - area.top) * scaleY),
          Math.max(1, Math.ceil((right - left) * scaleX)),
          Math.max(1, Math.ceil((bottom - top) * scaleY)),
        ).data;
        for (let i = 3; i < pixels.length; i += 4) {
          if ((pixels[i] as number) > 0) {
            covered = `"${(node.textContent ?? '').trim().slice(0, 30)}" (${label(owner)})`;
            break;
          }
        }
        if (covered) break;
      }
    }
    canvas.style.pointerEvents = pointerEvents;
    if (covered) findings.push(`canvas-over-text: ${label(canvas)} draws over ${covered}`);
  }

  // Icons from the CMS in the brand's colour: the colour an icon is drawn in (the paint of a masked
  // icon; the most used colour of an svg drawn as a picture) is one of the brand's.
  const probe = document.createElement('canvas');
  probe.width = 32;
  probe.height = 32;
  const ink = probe.getContext('2d', { willReadFrequently: true });
  const asRgb = (colour: string): number[] | undefined => {
    if (!ink || !colour) return undefined;
    ink.clearRect(0, 0, 1, 1);
    ink.fillStyle = '#000';
    ink.fillStyle = colour;
    ink.fillRect(0, 0, 1, 1);
    return Array.from(ink.getImageData(0, 0, 1, 1).data).slice(0, 3);
  };
  // The brand's colours where the icon is (a brand is a token set scoped by a class or attribute).
  const brandColoursAt = (element: Element) =>
    ['--dm-color-brand', '--dm-color-brand-strong', '--dm-color-on-brand']
      .map((token) => asRgb(getComputedStyle(element).getPropertyValue(token).trim()))
      .filter((colour): colour is number[] => colour !== undefined);
  const near = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - (b[i] as number)) <= 24);
  // (Decorative svg pictures only: a logo, named by its alt text, keeps its own colours.)
  const icons = Array.from(scope.querySelectorAll('.bk-cms-icon, img[alt=""]')).filter((icon) => {
    if (!isShown(icon)) return false;
    const box = icon.getBoundingClientRect();
    if (box.width > 96 || box.height > 96) return false;
    return (
      !(icon instanceof HTMLImageElement) || /\.svg(\?|$)|^data:image\/svg/.test(icon.currentSrc || icon.src)
    );
  });
  if (ink) {
    for (const icon of icons) {
      const brandColours = brandColoursAt(icon);
      if (brandColours.length === 0) continue;
      let drawn: number[] | undefined;
      if (icon instanceof HTMLImageElement) {
        if (!icon.complete || icon.naturalWidth === 0) continue;
        ink.clearRect(0, 0, 32, 32);
        try {
          ink.drawImage(icon, 0, 0, 32, 32);
          const data = ink.getImageData(0, 0, 32, 32).data;
          const counts = new Map<string, number>();
          for (let i = 0; i < data.length; i += 4) {
            if ((data[i + 3] as number) < 250) continue;
            const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const most = Array.from(counts).sort((a, b) => b[1] - a[1])[0];
          drawn = most?.[0].split(',').map(Number);
        } catch {
          continue; // a picture from another origin cannot be read
        }
      } else drawn = asRgb(getComputedStyle(icon).backgroundColor);
      if (drawn && !brandColours.some((colour) => near(drawn, colour))) {
        findings.push(
          `icon-colour: ${label(icon)} is drawn in rgb(${drawn.join(', ')}), not in a colour of the brand (${brandColours
            .map((colour) => `rgb(${colour.join(', ')})`)
            .join(', ')})`,
        );
      }
    }
  }

  return findings;
}
