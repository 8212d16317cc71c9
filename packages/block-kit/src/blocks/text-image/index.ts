import { defineBlock } from '../renderer/registry';
import { TextImage } from './text-image';

export { TextImage } from './text-image';

export const textImageBlock = defineBlock({ kind: 'textImage', component: TextImage });
