import type { ImportantLinksBlock } from '@dementie/cms-model';
import { Link } from '../../primitives/link';
import { ListSection } from '../shared/list-section';

/** Props of `ImportantLinks`: the `importantLinks` block's data. */
export type ImportantLinksProps = Omit<ImportantLinksBlock, 'kind' | 'id'> & { className?: string };

/** A short list of important links; external ones are marked (spec 2 §2.5). */
export function ImportantLinks({ title, links, className }: ImportantLinksProps) {
  return (
    <ListSection
      as="nav"
      name="bk-important-links"
      className={className}
      aria-label={title}
      title={title}
      items={links}
    >
      {(link) => (
        <li key={link.url}>
          <Link href={link.url} external={link.external} className="bk-important-links__link">
            {link.title}
          </Link>
        </li>
      )}
    </ListSection>
  );
}
