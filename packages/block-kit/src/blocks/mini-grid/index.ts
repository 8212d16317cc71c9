import { defineBlock } from '../renderer/registry';
import { MiniGrid } from './mini-grid';

export { MiniGrid } from './mini-grid';

export const miniGridBlock = defineBlock({ kind: 'miniGrid', component: MiniGrid });
