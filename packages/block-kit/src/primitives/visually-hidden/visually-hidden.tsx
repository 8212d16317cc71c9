import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `VisuallyHidden`. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text read by screen readers but not shown on screen. */
  children: ReactNode;
}

/**
 * Text for assistive technology only (e.g. '(opent een andere website)' after an external link).
 * The same class, `bk-visually-hidden`, can be put on any element.
 */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={classNames('bk-visually-hidden', className)} {...rest} />;
}
