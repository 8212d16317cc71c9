import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { Carousel } from './carousel';

/** The carousel block: a widget with state, effects or a consent gate: an island on a document page (decision 0067). */
export const carouselBlock = fieldsBlock('carousel', Carousel, { island: true });
