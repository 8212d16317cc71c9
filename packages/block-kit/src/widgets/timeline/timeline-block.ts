import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { Timeline } from './timeline';

/** The timeline block: a widget with state, effects or a consent gate: an island on a document page (decision 0067). */
export const timelineBlock = fieldsBlock('timeline', Timeline, { island: true });
