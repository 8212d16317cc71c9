import { defineBlock } from '../renderer/registry';
import { CentralisedBlock } from './centralised-block';

export { CentralisedBlock } from './centralised-block';

export const centralisedBlockBlock = defineBlock({ kind: 'centralisedBlock', component: CentralisedBlock });
