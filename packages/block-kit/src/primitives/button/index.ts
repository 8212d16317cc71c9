export { Button, ButtonLink } from './button';
export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './button';
