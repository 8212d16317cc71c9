import { defineBlock } from '../renderer/registry';
import { GridWithImage } from './grid-with-image';

export { GridWithImage } from './grid-with-image';

export const gridWithImageBlock = defineBlock({ kind: 'gridWithImage', component: GridWithImage });
