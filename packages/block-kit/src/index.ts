export * from './blocks';
export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './primitives/button';
export { Button, ButtonLink } from './primitives/button';
export type { ThemeBrand } from './themes/theme';
export { brandThemeAttributes } from './themes/theme';
export * from './widgets';
