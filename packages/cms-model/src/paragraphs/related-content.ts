import { mapOverviewItem } from '@dementie/api-client';
import { plain } from '../fields';
import type { OverviewItem } from '../model';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';
import { overviewItems } from './shared';

/** The content types of related-content blocks. */
export type RelatedContentType = 'news' | 'organisations' | 'stories';

/** related_news, related_organization, related_stories and homepage_last_news. */
export interface RelatedContentBlock extends BlockBase {
  readonly kind: 'relatedContent';
  readonly contentType: RelatedContentType;
  readonly title?: string;
  /**
   * The cards. For homepage_last_news empty from the CMS: the site fills in the latest news where it
   * loads the page (so a document's HTML holds them); still empty, the renderer loads them itself.
   */
  readonly items: readonly OverviewItem[];
  /** True for homepage_last_news: the latest news, not items chosen in the CMS. */
  readonly latest: boolean;
}

/** The items a related-content paragraph lists; latest_news_grid sends the same. */
export const relatedSchema = paragraph({ ...title, field_items: overviewItems });

function related<const B extends string>(bundle: B, contentType: RelatedContentType) {
  return defineParagraph({
    bundle,
    schema: relatedSchema,
    map: (p): RelatedContentBlock =>
      block(p, 'relatedContent', {
        contentType,
        title: plain(p.field_title),
        items: (p.field_items ?? []).map(mapOverviewItem),
        latest: false,
      }),
  });
}

export const relatedNewsParagraph = related('related_news', 'news');
export const relatedOrganizationParagraph = related('related_organization', 'organisations');
export const relatedStoriesParagraph = related('related_stories', 'stories');

export const homepageLastNewsParagraph = defineParagraph({
  bundle: 'homepage_last_news',
  schema: paragraph({ ...title }),
  map: (p): RelatedContentBlock =>
    block(p, 'relatedContent', { contentType: 'news', title: plain(p.field_title), items: [], latest: true }),
});
