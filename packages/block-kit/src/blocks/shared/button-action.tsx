import type { Link } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';

/** A block's one call to action: its link as a button in the actions row; nothing without a link. */
export function ButtonAction({ link }: { link?: Link }) {
  return link ? (
    <div className="bk-actions">
      <CmsLink link={link} as="button" />
    </div>
  ) : null;
}
