export type { BrandConfig, SocialLink } from './brand/brand-config';
export { Layout } from './layout/layout';
export type { LayoutProps } from './layout/layout';
export { createSiteRoutes } from './routes';
export { SiteApp } from './site-app';
export type { SiteAppProps } from './site-app';
