import { defineBlock } from '../renderer/registry';
import { CallToAction } from './call-to-action';

export { CallToAction } from './call-to-action';

export const callToActionBlock = defineBlock({ kind: 'callToAction', component: CallToAction });
