import { defineBlock } from '../renderer/registry';
import { TrainingsOverview } from './trainings-overview';

export { TRAININGS_COLLAPSED_COUNT, TrainingsOverview } from './trainings-overview';

export const trainingsOverviewBlock = defineBlock({
  kind: 'trainingsOverview',
  component: TrainingsOverview,
  island: true,
});
