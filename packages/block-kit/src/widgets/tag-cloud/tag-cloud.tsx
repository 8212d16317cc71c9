import type { TagCloudBlock } from '@dementie/cms-model';
import { ListSection } from '../shared/list-section';

/** Props of `TagCloud`: the `tagCloud` block's data. */
export type TagCloudProps = Omit<TagCloudBlock, 'kind' | 'id'> & { className?: string };

/** Topics as tags that link to search or pages (spec 2 §2.5). */
export function TagCloud({ title, tags, className }: TagCloudProps) {
  return (
    <ListSection
      as="nav"
      name="bk-tag-cloud"
      className={className}
      aria-label={title}
      title={title}
      items={tags}
    >
      {(tag) => (
        <li key={tag.url}>
          <a className="bk-tag-cloud__tag" href={tag.url}>
            {tag.title}
          </a>
        </li>
      )}
    </ListSection>
  );
}
