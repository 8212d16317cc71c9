import { defineBlock } from '../renderer/registry';
import { SpotlerForm } from './spotler-form';

export { SpotlerForm } from './spotler-form';

export const spotlerFormBlock = defineBlock({ kind: 'spotlerForm', component: SpotlerForm, island: true });
