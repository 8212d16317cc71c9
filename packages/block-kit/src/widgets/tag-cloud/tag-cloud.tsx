import type { TagCloudBlock } from '@dementie/cms-model';
import { LinkNav } from '../shared/link-items';

/** Props of `TagCloud`: the `tagCloud` block's data. */
export type TagCloudProps = Omit<TagCloudBlock, 'kind' | 'id'> & { className?: string };

/** Topics as tags that link to search or pages (spec 2 §2.5): plain anchors in the tags' own look. */
export function TagCloud({ tags, ...rest }: TagCloudProps) {
  return <LinkNav name="bk-tag-cloud" linkClassName="bk-tag-cloud__tag" plain links={tags} {...rest} />;
}
