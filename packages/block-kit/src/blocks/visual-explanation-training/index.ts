import { defineBlock } from '../renderer/registry';
import { VisualExplanationTraining } from './visual-explanation-training';

export { VisualExplanationTraining } from './visual-explanation-training';

export const visualExplanationTrainingBlock = defineBlock({
  kind: 'visualExplanationTraining',
  component: VisualExplanationTraining,
});
