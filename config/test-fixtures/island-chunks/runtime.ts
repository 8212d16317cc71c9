// The runtime takes one name from the barrel, one passed on by a module with code of its own, and
// a CommonJS module.
import common from './common.cjs';
import { useful } from './lib';
import { passOn } from './validators';

/** The islands registry: the frame island's code is loaded with an import of its own. */
export const islands = { frame: () => import('./frame-island').then((module) => module.FrameIsland) };

export function run(mark: number): number {
  (globalThis as { islands?: typeof islands }).islands = islands;
  return useful(mark) + passOn(mark) + (common as { value: number }).value;
}
