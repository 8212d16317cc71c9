import { defineBlock } from '../renderer/registry';
import { InternalLink } from './internal-link';

export { InternalLink } from './internal-link';

export const internalLinkBlock = defineBlock({ kind: 'internalLink', component: InternalLink });
