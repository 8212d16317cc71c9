import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { Portraits } from './portraits';

/** The portraits block: the widget renders the block's fields as they are. */
export const portraitsBlock = fieldsBlock('portraits', Portraits);
