export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './button';
export { Button, ButtonLink } from './button';
