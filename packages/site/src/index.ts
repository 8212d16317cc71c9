export type { BrandConfig, SocialLink } from './brand/brand-config';
export type { LayoutProps } from './layout/layout';
export { Layout } from './layout/layout';
export { createSiteRoutes } from './routes';
export type { SiteAppProps } from './site-app';
export { SiteApp } from './site-app';
