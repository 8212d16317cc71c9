import { defineBlock } from '../renderer/registry';
import { VideoBlock } from './video';

export { VideoBlock } from './video';

export const videoBlock = defineBlock({ kind: 'video', component: VideoBlock });
