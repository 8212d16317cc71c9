import { allLinks, linkField, plain, textField } from '../fields';
import type { Link } from '../link';
import { type BlockBase, block, defineParagraph, listBlock, paragraph } from './define';

/** home_link_grid: label and links. */
export interface HomeLinkGridBlock extends BlockBase {
  readonly kind: 'homeLinkGrid';
  readonly label?: string;
  readonly links: readonly Link[];
}

export const homeLinkGridParagraph = defineParagraph({
  bundle: 'home_link_grid',
  schema: paragraph({ field_label: textField, field_links: linkField }),
  map: (p, ctx): HomeLinkGridBlock | null =>
    listBlock(allLinks(p.field_links, ctx), (links) =>
      block(p, 'homeLinkGrid', { label: plain(p.field_label), links }),
    ),
});
