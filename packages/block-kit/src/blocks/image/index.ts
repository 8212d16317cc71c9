import { defineBlock } from '../renderer/registry';
import { ImageBlock } from './image';

export { ImageBlock } from './image';

export const imageBlock = defineBlock({ kind: 'image', component: ImageBlock });
