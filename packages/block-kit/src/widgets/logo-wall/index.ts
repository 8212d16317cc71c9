export type { LogoWallProps } from './logo-wall';
export { LogoWall } from './logo-wall';
