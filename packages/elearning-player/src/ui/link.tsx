import { Button, ButtonLink } from '@dementie/block-kit';
import { type MouseEvent, type ReactNode, useContext } from 'react';
import { withLearnerStart, withStartingPageUrl } from '../domain/links';
import { LeaveGuardContext } from '../editor/leave-guard';
import { useMediaUrl, usePlayerConfig } from './context';

/** Props of {@link PlayerLink}. */
export interface PlayerLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  /** Show as a button-like link (block-kit). */
  readonly button?: 'primary' | 'secondary';
  /**
   * The link comes from the course (the API), not from the host: a root-relative one is a page of
   * our site, so it is resolved against the player's `mediaBaseUrl` like the course's media. Once it
   * points at another origin it is a plain link: no `startingPageUrl` of the host's path, no host router.
   */
  readonly fromCourse?: boolean;
  /** Called on a plain left click instead of following the link (the host's own way out). */
  readonly onSelect?: () => void;
}

/**
 * A real link out of the player. /trainingen/ links get startingPageUrl (spec 3 §2), the exit pages
 * the learner's own starting page (so they can lead back to it); when the host
 * gives `navigate` (its router), a plain left click goes through it instead of a page load.
 */
export function PlayerLink({
  href,
  children,
  className,
  button,
  fromCourse,
  onSelect,
}: PlayerLinkProps): ReactNode {
  const { navigate, currentPath, startingPageUrl } = usePlayerConfig();
  const mediaUrl = useMediaUrl();
  // A router link leaves without a page load: unsaved edits ask here (decision 0050); full loads get the
  // browser's own beforeunload prompt.
  const guard = useContext(LeaveGuardContext);
  const resolved = fromCourse ? mediaUrl(href) : href;
  const elsewhere = resolved !== href;
  const target = elsewhere
    ? resolved
    : withLearnerStart(withStartingPageUrl(href, currentPath), startingPageUrl);
  const follow = onSelect ?? (navigate && !elsewhere ? () => navigate(target) : undefined);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!follow || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    guard(follow);
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

/** Props of {@link PlayerWayOut}. */
export interface PlayerWayOutProps {
  /** The host's page for it, if any: then it is a link. */
  readonly href: string | undefined;
  /** The host's callback, if any: a plain click calls it (a button when there is no `href`). */
  readonly onSelect: (() => void) | undefined;
  readonly children: ReactNode;
  readonly className?: string;
  /** Show as a button (block-kit); default a plain link, or a tertiary button without `href`. */
  readonly button?: 'primary' | 'secondary';
}

/**
 * A way out of the training that belongs to the host ('Training sluiten', 'Stop met de training',
 * 'Rond de training af'): a link to the host's `href`, or a button that calls the host's callback.
 * Without either it is not shown: the player never links to a page the host may not have.
 */
export function PlayerWayOut({ href, onSelect, children, className, button }: PlayerWayOutProps): ReactNode {
  const guard = useContext(LeaveGuardContext);
  if (href !== undefined) {
    return (
      <PlayerLink
        href={href}
        className={className}
        {...(button ? { button } : {})}
        {...(onSelect ? { onSelect } : {})}
      >
        {children}
      </PlayerLink>
    );
  }
  if (!onSelect) return null;
  return (
    <Button variant={button ?? 'tertiary'} className={className} onClick={() => guard(onSelect)}>
      {children}
    </Button>
  );
}

/** Props of {@link PlayerLanding}. */
export interface PlayerLandingProps {
  /** The course's own landing page (the summary page's `LandingPage`), if it names one. */
  readonly landingPage: string | undefined;
  readonly children: ReactNode;
  readonly className?: string;
  readonly button?: 'primary' | 'secondary';
}

/**
 * Where finishing the training leads (spec 3 §2, §4): the course's landing page (a page of our site,
 * resolved like the course's media), else the host's `landingHref` (our sites: /einde-training), else
 * the host's exit (`exitHref` / `onExit`); with none of these it is not shown.
 */
export function PlayerLanding({ landingPage, children, className, button }: PlayerLandingProps): ReactNode {
  const { landingHref, exitHref, onExit } = usePlayerConfig();
  const extra = { ...(className ? { className } : {}), ...(button ? { button } : {}) };
  if (landingPage) {
    return (
      <PlayerLink href={landingPage} fromCourse {...extra}>
        {children}
      </PlayerLink>
    );
  }
  if (landingHref !== undefined) {
    return (
      <PlayerLink href={landingHref} {...extra}>
        {children}
      </PlayerLink>
    );
  }
  return (
    <PlayerWayOut href={exitHref} onSelect={onExit} {...extra}>
      {children}
    </PlayerWayOut>
  );
}
