import { useT } from '@dementie/i18n-catalogues/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';
import { looksExternal } from './external';

/** Props of `Link`. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Link text. Must make sense out of context (WCAG 2.4.4). */
  children: ReactNode;
  /**
   * Whether the link leaves the site. Default: guessed from the URL (absolute http(s) = external).
   * External links open in a new tab, get `rel="noopener noreferrer"`, a visible arrow and the
   * screen-reader text '(opent een andere website)' so nobody is surprised by the new tab.
   */
  external?: boolean;
}

/** A text link with the kit's look; external links are marked. */
export function Link({ href, external, className, children, ...rest }: LinkProps) {
  const isExternal = external ?? looksExternal(href);
  return (
    <ExternalAwareAnchor
      href={href}
      className={classNames('bk-link', isExternal ? 'bk-link--external' : undefined, className)}
      external={isExternal}
      {...rest}
    >
      {children}
    </ExternalAwareAnchor>
  );
}

/** Props of `ExternalAwareAnchor`: an anchor's attributes and whether it leaves the site. */
export type ExternalAwareAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { external: boolean };

/** An anchor that, when it leaves the site, opens in a new tab without opener and carries `ExternalMark`. */
export function ExternalAwareAnchor({ external, target, rel, children, ...rest }: ExternalAwareAnchorProps) {
  return (
    <a
      target={external ? (target ?? '_blank') : target}
      rel={external ? (rel ?? 'noopener noreferrer') : rel}
      {...rest}
    >
      {children}
      {external ? <ExternalMark /> : null}
    </a>
  );
}

/**
 * The external-link marker: an arrow for sighted readers and the catalogue text for screen readers.
 * A separate component so `useT` only runs for external links.
 */
export function ExternalMark() {
  const t = useT();
  return (
    <>
      <span className="bk-external-mark">
        {/* A north-east arrow, drawn in currentColor so it follows forced colours. */}
        <svg viewBox="0 0 16 16" width="16" height="16" focusable="false" aria-hidden="true">
          <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
      {/* The space sits outside the hidden span: name computation trims inside elements. */}{' '}
      <span className="bk-visually-hidden">{t('common.externalLink')}</span>
    </>
  );
}
