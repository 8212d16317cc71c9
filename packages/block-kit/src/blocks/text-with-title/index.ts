import { defineBlock } from '../renderer/registry';
import { TextWithTitle } from './text-with-title';

export { TextWithTitle } from './text-with-title';

export const textWithTitleBlock = defineBlock({ kind: 'textWithTitle', component: TextWithTitle });
