import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { SpecialEndCta } from './special-end-cta';

/** The specialEndCta block: a widget with state, effects or a consent gate: an island on a document page (decision 0067). */
export const specialEndCtaBlock = fieldsBlock('specialEndCta', SpecialEndCta, { island: true });
