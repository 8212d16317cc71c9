import { brandNames } from '@dementie/i18n-catalogues';
import type { BrandConfig } from '@dementie/site';

/** The general dementia information site. */
export const brand: BrandConfig = {
  id: 'dementie',
  name: brandNames.dementie,
  logoUrl: '/logo.svg',
  footerVariant: 'tagline',
  socialLinks: [
    { network: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { network: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  qualityMarks: [],
};
