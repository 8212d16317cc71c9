import { brandNames } from '@dementie/i18n-catalogues';
import type { BrandConfig } from '@dementie/site';

/** The general dementia information site. */
export const brand: BrandConfig = {
  id: 'dementie',
  name: brandNames.dementie,
  logoUrl: '/logo.svg',
  footerVariant: 'tagline',
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/' },
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'linkedin', url: 'https://www.linkedin.com/' },
    { network: 'youtube', url: 'https://www.youtube.com/' },
  ],
  qualityMarks: [],
};
