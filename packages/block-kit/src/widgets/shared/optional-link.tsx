import type { ReactNode } from 'react';

/**
 * Wraps `children` (a logo, a quality mark) in a link when there is an address, and leaves them
 * bare without one. An external address opens in a new tab without handing over the opener.
 */
export function OptionalLink({
  href,
  external,
  className,
  children,
}: {
  href?: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (href === undefined) return children;
  return (
    <a
      href={href}
      className={className}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}
