import { defineBlock } from '../renderer/registry';
import { Organisation } from './organisation';

export { Organisation } from './organisation';

export const organisationBlock = defineBlock({ kind: 'organisation', component: Organisation });
