import { defineBlock } from '../renderer/registry';
import { ExternalLink } from './external-link';

export { ExternalLink } from './external-link';

export const externalLinkBlock = defineBlock({ kind: 'externalLink', component: ExternalLink });
