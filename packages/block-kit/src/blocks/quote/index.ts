import { defineBlock } from '../renderer/registry';
import { Quote } from './quote';

export { Quote } from './quote';

export const quoteBlock = defineBlock({ kind: 'quote', component: Quote });
