import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { SpecialIconGrid } from './special-icon-grid';

/** The specialIconGrid block: the widget renders the block's fields as they are. */
export const specialIconGridBlock = fieldsBlock('specialIconGrid', SpecialIconGrid);
