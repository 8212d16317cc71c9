export type { ExpandableListProps } from './expandable-list';
export { ExpandableList } from './expandable-list';
