import type { BrandConfig } from '../src/index';

/**
 * The brand app's own data. There is no `brand.ts` here: each brand app's Vite config
 * (config/vite-brand.ts) resolves `./brand` of these shared entries to that app's `src/brand.ts`, so
 * the same entries build every brand (docs/architecture.md, "Adding a brand").
 */
export declare const brand: BrandConfig;
