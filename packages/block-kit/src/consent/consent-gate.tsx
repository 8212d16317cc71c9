import type { ReactNode } from 'react';
import { Button } from '../primitives/button';
import { classNames } from '../primitives/class-names';
import { useConsent } from './consent-context';
import type { ConsentCategory } from './consent-store';

/** Props of `ConsentGate`. */
export interface ConsentGateProps {
  /** The category the content needs. Default `marketing`. */
  category?: Exclude<ConsentCategory, 'necessary'>;
  /** Skip the check (e.g. a Vimeo video with dnt, or the styleguide/admin paths). Default false. */
  exempt?: boolean;
  /** Text of the placeholder, e.g. 'Accepteer cookies om de video te kunnen bekijken.'. */
  text: string;
  /** Label of the accept button, e.g. 'Accepteer cookies'. */
  buttonLabel: string;
  /** The third-party content; rendered only once allowed, so nothing loads before consent. */
  children: ReactNode;
  className?: string;
}

/**
 * Renders its children only with consent; otherwise a placeholder whose button grants the category.
 * The placeholder holds no third-party URL (no iframe, no thumbnail): nothing is requested before
 * consent (decision 0029).
 */
export function ConsentGate({
  category = 'marketing',
  exempt,
  text,
  buttonLabel,
  children,
  className,
}: ConsentGateProps) {
  const consent = useConsent();
  if (exempt || consent.has(category)) return <>{children}</>;
  return (
    <div className={classNames('bk-consent-gate', className)}>
      <p className="bk-consent-gate__text">{text}</p>
      <Button onClick={() => consent.grant(category)}>{buttonLabel}</Button>
    </div>
  );
}
