/*
 * jsdom lacks <dialog> methods, matchMedia, IntersectionObserver and ResizeObserver. Tests of the
 * widgets import this file; it fills the gaps with small, predictable stand-ins that tests can drive.
 */
import { vi } from 'vitest';

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    delete this.dataset.modal;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

let reducedMotion = false;
const mediaListeners = new Set<(event: MediaQueryListEvent) => void>();

/** Sets what `(prefers-reduced-motion: reduce)` answers. */
export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        mediaListeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        mediaListeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList,
});

type IoCallback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;
const observers = new Set<{ callback: IoCallback; targets: Set<Element>; self: IntersectionObserver }>();

/** Makes `target` visible to every IntersectionObserver watching it. */
export function intersect(target: Element, isIntersecting = true): void {
  for (const observer of observers) {
    if (!observer.targets.has(target)) continue;
    observer.callback(
      [{ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry],
      observer.self,
    );
  }
}

class FakeIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  private readonly record: { callback: IoCallback; targets: Set<Element>; self: IntersectionObserver };
  constructor(callback: IoCallback) {
    this.record = { callback, targets: new Set(), self: this as unknown as IntersectionObserver };
    observers.add(this.record);
  }
  observe(target: Element) {
    this.record.targets.add(target);
  }
  unobserve(target: Element) {
    this.record.targets.delete(target);
  }
  disconnect() {
    observers.delete(this.record);
  }
  takeRecords() {
    return [];
  }
}

Object.defineProperty(window, 'IntersectionObserver', {
  configurable: true,
  writable: true,
  value: FakeIntersectionObserver,
});

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', {
  configurable: true,
  writable: true,
  value: FakeResizeObserver,
});

/** Sets `window.innerWidth` and fires a resize event. */
export function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** A fresh clipboard spy on `navigator.clipboard.writeText`. */
export function mockClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}
