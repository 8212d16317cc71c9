/**
 * What the header's disclosures do with a script (decision 0076): the browser's own `details` open and
 * close them without one (decision 0068); a script adds what a visitor expects of a disclosure, as the
 * page's other disclosures do ('Deel', 'Mijn account'):
 * - Escape closes the innermost open one (a submenu, then the phone's menu); when the focus was in
 *   it, the focus goes back to its toggle.
 * - A press outside closes it: outside its item for a submenu, outside the header for the menu.
 * - Moving the focus out of a submenu that lies over the page (a wide screen) closes it, so it never
 *   hides the page from a keyboard user who has moved on.
 * A document page's loader starts it once; the app's header starts it when it mounts.
 */

const HEADER = '.site-header';
const MENU = 'details.site-menu__disclosure';
const SUBMENU = 'details.site-menu__sub-disclosure';

const listening = new WeakSet<Document>();

/** Starts closing the header's menus on Escape, a press outside, and focus leaving; returns the stop. */
export function listenForHeaderDismiss(doc: Document = document): () => void {
  if (listening.has(doc)) return () => undefined;
  listening.add(doc);

  const openMenus = (selector: string) => [
    ...doc.querySelectorAll<HTMLDetailsElement>(`${HEADER} ${selector}[open]`),
  ];
  /** The part a submenu's disclosure governs: its item (the link, the toggle and the list). */
  const itemOf = (details: HTMLDetailsElement) => details.closest('li') ?? details;
  const headerOf = (details: HTMLDetailsElement) => details.closest(HEADER) ?? details;
  const toggleOf = (details: HTMLDetailsElement) => details.querySelector('summary');
  /** The menu's toggle and the panel it shows (its `aria-controls`). */
  const menuParts = (details: HTMLDetailsElement): Element[] => {
    const panel = doc.getElementById(toggleOf(details)?.getAttribute('aria-controls') ?? '');
    return panel ? [details, panel] : [details];
  };

  const close = (details: HTMLDetailsElement, parts: readonly Element[]) => {
    const focused = doc.activeElement;
    details.open = false;
    // A focus inside what just closed would be lost (hidden): it goes back to the toggle.
    if (focused && parts.some((part) => part.contains(focused))) toggleOf(details)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A disclosure of its own in the header ('Mijn account') closes first, by itself.
    if (doc.querySelector(`${HEADER} [aria-expanded="true"]`)) return;
    const focused = doc.activeElement;
    const inHeader = !focused || focused === doc.body || focused.closest(HEADER) !== null;
    if (!inHeader) return;
    const submenu = openMenus(SUBMENU)[0];
    if (submenu) {
      close(submenu, [itemOf(submenu)]);
      return;
    }
    const menu = openMenus(MENU)[0];
    if (menu) close(menu, menuParts(menu));
  };

  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node | null;
    if (!target) return;
    for (const submenu of openMenus(SUBMENU)) {
      if (!itemOf(submenu).contains(target)) submenu.open = false;
    }
    for (const menu of openMenus(MENU)) {
      if (!headerOf(menu).contains(target)) menu.open = false;
    }
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as Node | null;
    if (!target) return;
    for (const submenu of openMenus(SUBMENU)) {
      const list = itemOf(submenu).querySelector('.site-menu__sub');
      const overlay = list ? getComputedStyle(list).position === 'absolute' : false;
      if (overlay && !itemOf(submenu).contains(target)) submenu.open = false;
    }
  };

  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('pointerdown', onPointerDown);
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    listening.delete(doc);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('pointerdown', onPointerDown);
    doc.removeEventListener('focusin', onFocusIn);
  };
}
