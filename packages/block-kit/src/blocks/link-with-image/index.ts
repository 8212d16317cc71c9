import { defineBlock } from '../renderer/registry';
import { LinkWithImage } from './link-with-image';

export { LinkWithImage } from './link-with-image';

export const linkWithImageBlock = defineBlock({ kind: 'linkWithImage', component: LinkWithImage });
