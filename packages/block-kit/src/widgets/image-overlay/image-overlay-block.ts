import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { ImageOverlay } from './image-overlay';

/** The imageOverlay block: a widget with state, effects or a consent gate: an island on a document page (decision 0067). */
export const imageOverlayBlock = fieldsBlock('imageOverlay', ImageOverlay, { island: true });
