import { defineBlock } from '../renderer/registry';
import { HomeLinkGrid } from './home-link-grid';

export { HomeLinkGrid } from './home-link-grid';

export const homeLinkGridBlock = defineBlock({ kind: 'homeLinkGrid', component: HomeLinkGrid });
