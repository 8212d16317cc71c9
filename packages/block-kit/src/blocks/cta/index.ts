import { defineBlock } from '../renderer/registry';
import { CtaBlock } from './cta';

export { CtaBlock } from './cta';

export const ctaBlock = defineBlock({ kind: 'cta', component: CtaBlock, island: true });
