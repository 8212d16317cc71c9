import { defineBlock } from '../renderer/registry';
import { AudioBlock } from './audio';

export { AudioBlock } from './audio';

export const audioBlock = defineBlock({ kind: 'audio', component: AudioBlock });
