import { defineBlock } from '../renderer/registry';
import { LinkList } from './link-list';

export { LinkList } from './link-list';

export const linkListBlock = defineBlock({ kind: 'linkList', component: LinkList });
