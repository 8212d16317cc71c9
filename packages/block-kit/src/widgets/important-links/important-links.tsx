import type { ImportantLinksBlock } from '@dementie/cms-model';
import { LinkNav } from '../shared/link-items';

/** Props of `ImportantLinks`: the `importantLinks` block's data. */
export type ImportantLinksProps = Omit<ImportantLinksBlock, 'kind' | 'id'> & { className?: string };

/** A short list of important links; external ones are marked (spec 2 §2.5). */
export function ImportantLinks(props: ImportantLinksProps) {
  return <LinkNav name="bk-important-links" linkClassName="bk-important-links__link" {...props} />;
}
