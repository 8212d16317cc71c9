import { allLinks, html, linkField, plain, textField } from '../fields';
import type { Link } from '../link';
import type { SanitizedHtml } from '../model';
import { type BlockBase, block, defineParagraph, listBlock, paragraph, title } from './define';

/** follow_on: what to do next. */
export interface FollowOnBlock extends BlockBase {
  readonly kind: 'followOn';
  readonly title?: string;
  readonly intro?: SanitizedHtml;
  readonly links: readonly Link[];
}

export const followOnParagraph = defineParagraph({
  bundle: 'follow_on',
  schema: paragraph({ ...title, field_intro: textField, field_links: linkField }),
  map: (p, ctx): FollowOnBlock | null =>
    listBlock(allLinks(p.field_links, ctx), (links) =>
      block(p, 'followOn', { title: plain(p.field_title), intro: html(p.field_intro, ctx), links }),
    ),
});
