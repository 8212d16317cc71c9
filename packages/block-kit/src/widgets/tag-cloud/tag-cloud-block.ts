import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { TagCloud } from './tag-cloud';

/** The tagCloud block: the widget renders the block's fields as they are. */
export const tagCloudBlock = fieldsBlock('tagCloud', TagCloud);
