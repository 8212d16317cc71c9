import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary';

interface CommonProps {
  /** Visual weight. Default `primary`. Both variants meet WCAG AA contrast in every theme. */
  variant?: ButtonVariant;
  /** Label content. Must give the control an accessible name. */
  children: ReactNode;
}

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;

/** A native button with the kit's look. Defaults to `type="button"` so it never submits a form by surprise. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...rest} />;
}

export type ButtonLinkProps = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that looks like a button: use it for navigation, `Button` for actions. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <a className={buttonClassName(variant, className)} {...rest} />;
}

function buttonClassName(variant: ButtonVariant, extra: string | undefined): string {
  return ['bk-button', `bk-button--${variant}`, extra].filter(Boolean).join(' ');
}
