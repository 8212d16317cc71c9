export * from './blocks';
export * from './editor';
export * from './primitives';
export type { ThemeBrand } from './themes/theme';
export { brandThemeAttributes } from './themes/theme';
export * from './widgets';
