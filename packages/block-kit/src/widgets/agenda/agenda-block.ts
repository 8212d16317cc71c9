import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { AgendaItems } from './agenda';

/** The agenda block: a widget with state, effects or a consent gate: an island on a document page (decision 0067). */
export const agendaBlock = fieldsBlock('agenda', AgendaItems, { island: true });
