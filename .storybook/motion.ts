/**
 * The toolbar's motion switch. 'reduce' makes every story behave as for a visitor who asked for reduced
 * motion: `matchMedia('(prefers-reduced-motion: reduce)')` answers true (the player, counters, carousel
 * and celebrations read it) and the story root stops CSS animations and transitions (preview.css), as the
 * components' own `prefers-reduced-motion` rules do. 'system' leaves both to the browser's setting.
 */
export type MotionSetting = 'reduce' | 'system';

let current: MotionSetting = 'reduce';
const reducedQuery = /prefers-reduced-motion\s*:\s*reduce/;

/** Sets what reduced-motion media queries answer from now on. */
export function setMotion(setting: MotionSetting): void {
  current = setting;
}

/** Narrows a toolbar value to a setting; anything else is the default, 'reduce'. */
export function motionSetting(value: unknown): MotionSetting {
  return value === 'system' ? 'system' : 'reduce';
}

/** Wraps `window.matchMedia` once, so a reduced-motion query follows the switch. */
export function installMotionSwitch(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const original = window.matchMedia.bind(window);
  if ((original as { motionSwitch?: boolean }).motionSwitch) return;
  const wrapped = (query: string): MediaQueryList => {
    const list = original(query);
    if (current === 'system' || !reducedQuery.test(query)) return list;
    return new Proxy(list, {
      get(target, key) {
        if (key === 'matches') return true;
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  Object.assign(wrapped, { motionSwitch: true });
  window.matchMedia = wrapped;
}
