import { allLinks, linkField } from '../fields';
import type { Link } from '../link';
import { type BlockBase, defineParagraph, paragraph, title, titledList } from './define';

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
    titledList(p, 'importantLinks', { links: allLinks(p.field_links, ctx) }),
});
