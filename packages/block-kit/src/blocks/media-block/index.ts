import { defineBlock } from '../renderer/registry';
import { MediaBlock } from './media-block';

export { MediaBlock } from './media-block';

export const mediaBlockBlock = defineBlock({ kind: 'mediaBlock', component: MediaBlock });
