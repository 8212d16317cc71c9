import { defineBlock } from '../renderer/registry';
import { Frame } from './frame';

export { Frame } from './frame';

export const frameBlock = defineBlock({ kind: 'frame', component: Frame });
