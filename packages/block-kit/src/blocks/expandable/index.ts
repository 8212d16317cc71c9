import { defineBlock } from '../renderer/registry';
import { Expandable } from './expandable';

export { Expandable, useOpenForPrint } from './expandable';

export const expandableBlock = defineBlock({ kind: 'expandable', component: Expandable, island: true });
