import { defineBlock } from '../renderer/registry';
import { TRAININGS_COLLAPSED_COUNT, TrainingsOverview } from './trainings-overview';

export { TRAININGS_COLLAPSED_COUNT, TrainingsOverview } from './trainings-overview';

export const trainingsOverviewBlock = defineBlock({
  kind: 'trainingsOverview',
  component: TrainingsOverview,
  // Script is needed to load the trainings the page did not bring, or to expand a longer list
  // (decision 0098); the first ones with the page are plain markup.
  island: (block) => block.trainings === undefined || block.trainings.length > TRAININGS_COLLAPSED_COUNT,
});
