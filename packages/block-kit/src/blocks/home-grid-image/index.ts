import { defineBlock } from '../renderer/registry';
import { HomeGridImage } from './home-grid-image';

export { HomeGridImage } from './home-grid-image';

export const homeGridImageBlock = defineBlock({ kind: 'homeGridImage', component: HomeGridImage });
