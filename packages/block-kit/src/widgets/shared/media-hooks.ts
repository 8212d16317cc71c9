import { useEffect, useRef, useState } from 'react';

/**
 * Whether the visitor asked for reduced motion. False on the server and in the first render (no
 * window at module scope or during render); updated in an effect and when the setting changes.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

/** Reads reduced motion at call time (for event handlers). False where it cannot be known. */
export function prefersReducedMotionNow(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Spec 2 §9 / spec 3 §9: lightbox and timeline re-measure after a 200 ms resize debounce. */
export const RESIZE_DEBOUNCE_MS = 200;

/**
 * Calls `onResize` once the window has stopped resizing for `delay` ms (default 200, spec 2 §9).
 * Only while `active`.
 */
export function useDebouncedResize(onResize: () => void, active = true, delay = RESIZE_DEBOUNCE_MS): void {
  const latest = useRef(onResize);
  latest.current = onResize;
  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handler = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => latest.current(), delay);
    };
    window.addEventListener('resize', handler);
    return () => {
      window.removeEventListener('resize', handler);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active, delay]);
}

/** The window width, measured in an effect and after each debounced resize; `undefined` before that. */
export function useViewportWidth(): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    setWidth(window.innerWidth);
  }, []);
  useDebouncedResize(() => setWidth(window.innerWidth));
  return width;
}

/**
 * Whether the element behind `ref` has come into view, once: it stays true after that. Only while
 * `enabled`. Where the browser has no IntersectionObserver, `seenWithoutObserver` decides: true for
 * what must show at all (a count that would otherwise never finish), false for a mere flourish.
 */
export function useSeenOnce<T extends Element>(enabled: boolean, seenWithoutObserver: boolean) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      if (seenWithoutObserver) setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, seenWithoutObserver]);
  return { ref, seen };
}
