import { defineBlock } from '../renderer/registry';
import { FollowOn } from './follow-on';

export { FollowOn } from './follow-on';

export const followOnBlock = defineBlock({ kind: 'followOn', component: FollowOn });
