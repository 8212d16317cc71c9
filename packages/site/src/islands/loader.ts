import {
  ISLAND_ATTRIBUTE,
  ISLAND_COOKIE_ATTRIBUTE,
  ISLAND_STORED_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
} from '@dementie/block-kit';
import type { BrandConfig } from '../brand/brand-config';
import { listenForHeaderDismiss } from '../layout/header/menu-dismiss';
import type { PageIslands } from './runtime';

/** Options of `startIslands`. */
export interface StartIslandsOptions {
  /** The brand's configuration, loaded with the island runtime (the first island to hydrate). */
  brand: () => Promise<BrandConfig>;
  /** Islands of this kind of page besides the site's (the player page's, decision 0073). */
  page?: PageIslands;
}

/** How far below (and above) the viewport an island starts to load: half a screen ahead of the reader. */
const AHEAD = '50% 0px';
/** Touching an island (or moving into it by keyboard) loads it at once, wherever it is. */
const FIRST_INTERACTION = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * The script of a document page (decision 0067): about 1.5 kB that hydrate the page's islands
 * one by one, each when it comes near the viewport or is first touched (`IslandWhen`); React, the
 * runtime and an island's code load with the first island that needs them. A page whose islands all
 * wait for a touch, or without islands, loads nothing more until the visitor touches one.
 * `<html data-hydrated="true">` is set once the islands in view at load have been taken over (at once
 * on a page without islands), the same mark a page of the app gets (decision 0036).
 */
export function startIslands(options: StartIslandsOptions): void {
  // The header is no island; its disclosures close on Escape and a press outside (decision 0076).
  listenForHeaderDismiss(document);
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter((island) => {
    const key = island.getAttribute(ISLAND_STORED_ATTRIBUTE);
    const cookie = island.getAttribute(ISLAND_COOKIE_ATTRIBUTE);
    return (key === null || stored(key)) && (cookie === null || hasCookie(cookie));
  });
  // Islands that wait for a touch, taken over as soon as the runtime is there for another island:
  // then a hidden one (the cookie settings, opened again by the footer's button) works as well.
  const followers: HTMLElement[] = [];
  let runtime: Promise<(island: HTMLElement) => Promise<void>> | undefined;
  const started = new WeakMap<HTMLElement, Promise<void>>();
  const hydrate = (island: HTMLElement): Promise<void> => {
    const known = started.get(island);
    if (known) return known;
    if (!runtime) {
      runtime = Promise.all([import('./runtime'), options.brand()]).then(([module, brand]) =>
        module.createIslandHydrator(brand, options.page),
      );
      void runtime.then(() => {
        for (const follower of followers.splice(0)) void hydrate(follower);
      }, noop);
    }
    const done = runtime
      .then((hydrateOne) => hydrateOne(island))
      .then(() => earlyClickStops.get(island)?.())
      .catch(() => {
        // The runtime did not load (a bad connection): the page stays as the server sent it, and the
        // next approach or touch of this island tries again.
        runtime = undefined;
        started.delete(island);
      });
    started.set(island, done);
    return done;
  };
  const markHydrated = () => {
    document.documentElement.dataset.hydrated = 'true';
  };
  if (islands.length === 0 || typeof IntersectionObserver !== 'function') {
    // No islands: the page is complete. No observer (very old browsers): every island at once.
    void Promise.all(islands.map(hydrate)).then(markHydrated, markHydrated);
    return;
  }
  const owner = new Map<Element, HTMLElement>();
  const inView: Promise<void>[] = [];
  let firstReport = true;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = owner.get(entry.target);
        if (!island || !entry.isIntersecting) continue;
        const done = hydrate(island);
        if (firstReport) inView.push(done);
        for (const child of island.children) observer.unobserve(child);
      }
      if (firstReport) {
        firstReport = false;
        void Promise.allSettled(inView).then(markHydrated);
      }
    },
    { rootMargin: AHEAD },
  );
  const idleOnes: Promise<void>[] = [];
  for (const island of islands) {
    // An island's mark has no box (display: contents): its children are what can be seen.
    const boxes = [...island.children];
    const when = island.getAttribute(ISLAND_WHEN_ATTRIBUTE);
    if (when === 'touch') {
      // Once the runtime is there for another island, it costs little more: taken over then too.
      followers.push(island);
      if (boxes.length > 0) waitForTouch(island, hydrate);
      continue;
    }
    if (boxes.length === 0 || when === 'idle') {
      // Nothing shown yet (a notice that may appear), or its work shows elsewhere: when the page is idle.
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
      idleOnes.push(new Promise((resolve) => idle(() => void hydrate(island).then(resolve, resolve))));
      continue;
    }
    for (const box of boxes) {
      owner.set(box, island);
      observer.observe(box);
    }
    waitForTouch(island, hydrate);
  }
  // No island in view to wait for: the page is taken over once the idle ones have been (the ones
  // that wait for a touch work as they are).
  if (owner.size === 0) void Promise.allSettled(idleOnes).then(markHydrated);
}

function noop(): void {}

/**
 * Whether the page's cookies hold a non-empty one named `name` (as api-client's `hasCookie`, which
 * this loader does not import: it loads no package code).
 */
function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => {
    const [key, value = ''] = part.trim().split('=');
    return key === name && value !== '';
  });
}

/** Whether this tab's session storage holds a value under `key` (false where storage is blocked). */
function stored(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Takes an island over at its first touch, holding a click on one of its buttons till then. */
function waitForTouch(island: HTMLElement, hydrate: (island: HTMLElement) => Promise<void>): void {
  for (const type of FIRST_INTERACTION) {
    island.addEventListener(type, () => void hydrate(island), { passive: true });
  }
  keepEarlyClicks(island, hydrate);
}

/**
 * A tap on a button of an island that is not taken over yet would do nothing: its handler is not
 * there. Such a click is held and given again to the same button once the island is hydrated
 * (hydration keeps the server's elements). Links, and the submit buttons of forms with an address of
 * their own (the cookie banner), work without script and are left alone.
 */
function keepEarlyClicks(island: HTMLElement, hydrate: (island: HTMLElement) => Promise<void>): void {
  let hydrated = false;
  const onClick = (event: MouseEvent) => {
    if (hydrated) return;
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !island.contains(button) || button.disabled) return;
    if (button.type === 'submit' && button.form?.hasAttribute('action')) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate(island).then(() => {
      if (button.isConnected) button.click();
    });
  };
  island.addEventListener('click', onClick, { capture: true });
  // Once the island's hydration has been committed, its own handlers take the clicks.
  earlyClickStops.set(island, () => {
    hydrated = true;
    island.removeEventListener('click', onClick, { capture: true });
  });
}

/** What stops holding an island's early clicks, by island (see `keepEarlyClicks`). */
const earlyClickStops = new WeakMap<HTMLElement, () => void>();
