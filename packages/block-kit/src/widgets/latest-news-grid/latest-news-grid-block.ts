import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { LatestNewsGrid } from './latest-news-grid';

/** The latestNewsGrid block: the widget renders the block's fields as they are. */
export const latestNewsGridBlock = fieldsBlock('latestNewsGrid', LatestNewsGrid);
