import { defineBlock } from '../renderer/registry';
import { InvalidBlockNotice } from './invalid';

export { InvalidBlockNotice } from './invalid';

export const invalidBlock = defineBlock({ kind: 'invalid', component: InvalidBlockNotice });
