import { ButtonLink } from '@dementie/block-kit';
import { type MouseEvent, type ReactNode, useContext } from 'react';
import { withLearnerStart, withStartingPageUrl } from '../domain/links';
import { LeaveGuardContext } from '../editor/leave-guard';
import { usePlayerConfig } from './context';

/** Props of {@link PlayerLink}. */
export interface PlayerLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  /** Show as a button-like link (block-kit). */
  readonly button?: 'primary' | 'secondary';
}

/**
 * A real link out of the player. /trainingen/ links get startingPageUrl (spec 3 §2), the exit pages
 * the learner's own starting page (so they can lead back to it); when the host
 * gives `navigate` (its router), a plain left click goes through it instead of a page load.
 */
export function PlayerLink({ href, children, className, button }: PlayerLinkProps): ReactNode {
  const { navigate, currentPath, startingPageUrl } = usePlayerConfig();
  // A router link leaves without a page load: unsaved edits ask here (decision 0050); full loads get the
  // browser's own beforeunload prompt.
  const guard = useContext(LeaveGuardContext);
  const target = withLearnerStart(withStartingPageUrl(href, currentPath), startingPageUrl);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    guard(() => navigate(target));
  };
  if (button) {
    return (
      <ButtonLink href={target} variant={button} className={className} onClick={onClick}>
        {children}
      </ButtonLink>
    );
  }
  return (
    <a href={target} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
