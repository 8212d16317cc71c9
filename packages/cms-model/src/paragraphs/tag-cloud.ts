import { allLinks, linkField } from '../fields';
import type { Link } from '../link';
import type { TitledListBlock } from './define';
import { defineParagraph, paragraph, title, titledList } from './define';

/** tag_cloud. */
export interface TagCloudBlock extends TitledListBlock<'tagCloud', 'tags', Link> {}

export const tagCloudParagraph = defineParagraph({
  bundle: 'tag_cloud',
  schema: paragraph({ ...title, field_links: linkField }),
  map: (p, ctx): TagCloudBlock | null => titledList(p, 'tagCloud', { tags: allLinks(p.field_links, ctx) }),
});
