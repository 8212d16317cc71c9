import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { IconGrid } from './icon-grid';

/** The iconGrid block: the widget renders the block's fields as they are. */
export const iconGridBlock = fieldsBlock('iconGrid', IconGrid);
