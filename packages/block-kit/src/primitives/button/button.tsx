import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';
import { looksExternal } from '../link/external';
import { ExternalAwareAnchor } from '../link/link';

/** `primary` filled, `secondary` outlined, `tertiary` a quiet text button (still 44 px high). */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

interface CommonProps {
  /** Visual weight. Default `primary`. Every variant meets WCAG AA contrast in every theme. */
  variant?: ButtonVariant;
  /** Stretch to the full width of the container (handy on small phones). Default false. */
  block?: boolean;
  /** Label content. Must give the control an accessible name. */
  children: ReactNode;
}

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;

/** A native button with the kit's look. Defaults to `type="button"` so it never submits a form by surprise. */
export function Button({ variant = 'primary', block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, block, className)} {...rest} />;
}

export type ButtonLinkProps = CommonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
    /**
     * Whether the link leaves the site. Default: guessed from the URL. External links open in a new
     * tab and are marked with an arrow and '(opent een andere website)' for screen readers.
     */
    external?: boolean;
  };

/** A link that looks like a button: use it for navigation, `Button` for actions. */
export function ButtonLink({ variant = 'primary', block, className, external, ...rest }: ButtonLinkProps) {
  return (
    <ExternalAwareAnchor
      className={buttonClassName(variant, block, className)}
      external={external ?? looksExternal(rest.href)}
      {...rest}
    />
  );
}

function buttonClassName(
  variant: ButtonVariant,
  block: boolean | undefined,
  extra: string | undefined,
): string {
  return classNames('bk-button', `bk-button--${variant}`, block ? 'bk-button--block' : undefined, extra);
}
