import { defineBlock } from '../renderer/registry';
import { HtmlBlock } from './html';

export { HtmlBlock } from './html';

export const htmlBlock = defineBlock({ kind: 'html', component: HtmlBlock });
