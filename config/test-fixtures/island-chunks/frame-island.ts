// A frame island: its code goes with the runtime, whole.
import { useful } from './lib/small';

export function FrameIsland(): number {
  return useful(41);
}
