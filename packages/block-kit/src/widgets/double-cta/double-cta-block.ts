import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { DoubleCta } from './double-cta';

/** The doubleCta block: the widget renders the block's fields as they are. */
export const doubleCtaBlock = fieldsBlock('doubleCta', DoubleCta);
