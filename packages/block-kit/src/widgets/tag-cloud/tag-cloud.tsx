import type { TagCloudBlock } from '@dementie/cms-model';

/** Props of `TagCloud`: the `tagCloud` block's data. */
export type TagCloudProps = Omit<TagCloudBlock, 'kind' | 'id'> & { className?: string };

/** Topics as tags that link to search or pages (spec 2 §2.5). */
export function TagCloud({ title, tags, className }: TagCloudProps) {
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (tags.length === 0) return null;
  return (
    <nav className={['bk-tag-cloud', className].filter(Boolean).join(' ')} aria-label={title}>
      {title ? <h2 className="bk-section-title">{title}</h2> : null}
      <ul className="bk-tag-cloud__list">
        {tags.map((tag) => (
          <li key={tag.url}>
            <a className="bk-tag-cloud__tag" href={tag.url}>
              {tag.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
