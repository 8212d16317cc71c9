import { defineBlock } from '../renderer/registry';
import { TextTwoColumns } from './text-two-columns';

export { TextTwoColumns } from './text-two-columns';

export const textTwoColumnsBlock = defineBlock({ kind: 'textTwoColumns', component: TextTwoColumns });
