import { defineBlock } from '../renderer/registry';
import { TextSplitColumns } from './text-split-columns';

export { TextSplitColumns } from './text-split-columns';

export const textSplitColumnsBlock = defineBlock({ kind: 'textSplitColumns', component: TextSplitColumns });
