import { allLinks, linkField, plain } from '../fields';
import type { Link } from '../link';
import { type BlockBase, block, defineParagraph, listBlock, paragraph, title } from './define';

/** important_links. */
export interface ImportantLinksBlock extends BlockBase {
  readonly kind: 'importantLinks';
  readonly title?: string;
  readonly links: readonly Link[];
}

export const importantLinksParagraph = defineParagraph({
  bundle: 'important_links',
  schema: paragraph({ ...title, field_links: linkField }),
  map: (p, ctx): ImportantLinksBlock | null =>
    listBlock(allLinks(p.field_links, ctx), (links) =>
      block(p, 'importantLinks', { title: plain(p.field_title), links }),
    ),
});
