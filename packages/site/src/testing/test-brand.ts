import type { BrandConfig } from '../brand/brand-config';

/**
 * A brand for the site's tests: a test names only what it is about (another brand, the footer
 * variant, a read-aloud link); the rest is the plainest brand, without social links or quality marks.
 */
export function testBrand(overrides: Partial<BrandConfig> = {}): BrandConfig {
  return {
    id: 'dementie',
    name: 'Dementie.nl',
    logoUrl: '/logo.svg',
    footerVariant: 'charity',
    socialLinks: [],
    qualityMarks: [],
    ...overrides,
  };
}
