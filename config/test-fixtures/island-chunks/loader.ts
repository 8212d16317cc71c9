// The islands loader: its own module (mark) stays with it; the runtime is loaded on demand.
import { MARK } from './lib';

export function start(): Promise<number> {
  return import('./runtime').then((module) => module.run(MARK));
}

// As a page's script does: it runs when loaded.
(globalThis as { started?: Promise<number> }).started = start();
