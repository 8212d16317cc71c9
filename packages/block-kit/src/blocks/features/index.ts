import { defineBlock } from '../renderer/registry';
import { Features } from './features';

export { Features } from './features';

export const featuresBlock = defineBlock({ kind: 'features', component: Features });
