import { defineBlock } from '../renderer/registry';
import { Breaker } from './breaker';

export { Breaker } from './breaker';

export const breakerBlock = defineBlock({ kind: 'breaker', component: Breaker });
