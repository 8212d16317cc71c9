import { allLinks, linkField } from '../fields';
import type { Link } from '../link';
import type { TitledListBlock } from './define';
import { defineParagraph, paragraph, title, titledList } from './define';

/** important_links. */
export interface ImportantLinksBlock extends TitledListBlock<'importantLinks', 'links', Link> {}

export const importantLinksParagraph = defineParagraph({
  bundle: 'important_links',
  schema: paragraph({ ...title, field_links: linkField }),
  map: (p, ctx): ImportantLinksBlock | null =>
    titledList(p, 'importantLinks', { links: allLinks(p.field_links, ctx) }),
});
