import { allLinks, linkField, plain } from '../fields';
import type { Link } from '../link';
import { type BlockBase, block, defineParagraph, listBlock, paragraph, title } from './define';

/** tag_cloud. */
export interface TagCloudBlock extends BlockBase {
  readonly kind: 'tagCloud';
  readonly title?: string;
  readonly tags: readonly Link[];
}

export const tagCloudParagraph = defineParagraph({
  bundle: 'tag_cloud',
  schema: paragraph({ ...title, field_links: linkField }),
  map: (p, ctx): TagCloudBlock | null =>
    listBlock(allLinks(p.field_links, ctx), (tags) =>
      block(p, 'tagCloud', { title: plain(p.field_title), tags }),
    ),
});
