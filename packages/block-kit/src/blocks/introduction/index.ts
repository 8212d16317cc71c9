import { defineBlock } from '../renderer/registry';
import { Introduction } from './introduction';

export { Introduction } from './introduction';

export const introductionBlock = defineBlock({ kind: 'introduction', component: Introduction });
