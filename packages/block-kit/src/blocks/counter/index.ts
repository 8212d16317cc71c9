import { defineBlock } from '../renderer/registry';
import { Counter } from './counter';

export { Counter } from './counter';
export { COUNTER_DURATION_MS, COUNTER_TICK_MS, counterIncrement, nextCount } from './counter-steps';

export const counterBlock = defineBlock({ kind: 'counter', component: Counter, island: true });
