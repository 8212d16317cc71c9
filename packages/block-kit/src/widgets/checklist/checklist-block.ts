import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { Checklist } from './checklist';

/** The checklist block: a widget with state, effects or a consent gate: an island on a document page (decision 0067). */
export const checklistBlock = fieldsBlock('checklist', Checklist, { island: true });
