import { defineBlock } from '../renderer/registry';
import { ELearningCta } from './e-learning-cta';

export { ELearningCta } from './e-learning-cta';

export const eLearningCtaBlock = defineBlock({ kind: 'eLearningCta', component: ELearningCta, island: true });
