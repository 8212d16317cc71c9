import { allLinks, html, linkField, textField } from '../fields';
import type { Link } from '../link';
import type { SanitizedHtml } from '../model';
import { type BlockBase, defineParagraph, paragraph, title, titledList } from './define';

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
    titledList(p, 'followOn', { links: allLinks(p.field_links, ctx) }, { intro: html(p.field_intro, ctx) }),
});
