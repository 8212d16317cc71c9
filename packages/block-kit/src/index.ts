export * from './blocks';
// Editor tools without Lexical (raw content, its read-only view, the picker state). The rich-text
// editor and the image picker are in `@dementie/block-kit/editor`, so visitors never load them.
export * from './editor/pure';
export * from './islands';
export * from './primitives';
export type { ThemeBrand } from './themes/theme';
export { brandThemeAttributes } from './themes/theme';
export * from './widgets';
