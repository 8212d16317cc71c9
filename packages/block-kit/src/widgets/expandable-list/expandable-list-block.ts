import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { ExpandableList } from './expandable-list';

/** The expandableList block: a widget with state, effects or a consent gate: an island on a document page (decision 0067). */
export const expandableListBlock = fieldsBlock('expandableList', ExpandableList, { island: true });
