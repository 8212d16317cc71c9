import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { ImportantLinks } from './important-links';

/** The importantLinks block: the widget renders the block's fields as they are. */
export const importantLinksBlock = fieldsBlock('importantLinks', ImportantLinks);
