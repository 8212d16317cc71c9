import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { CardGrid } from './card-grid';

/** The cardGrid block: the widget renders the block's fields as they are. */
export const cardGridBlock = fieldsBlock('cardGrid', CardGrid);
