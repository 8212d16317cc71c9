export { Button, ButtonLink } from './primitives/button';
export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './primitives/button';
export { brandThemeAttributes } from './themes/theme';
export type { ThemeBrand } from './themes/theme';
