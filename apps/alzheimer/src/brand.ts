import { brandNames } from '@dementie/i18n-catalogues';
import type { BrandConfig } from '@dementie/site';

/** The charity itself: five social networks and three quality marks (spec 3 §2). */
export const brand: BrandConfig = {
  id: 'alzheimer',
  name: brandNames.alzheimer,
  logoUrl: '/logo.svg',
  footerVariant: 'charity',
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/' },
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'linkedin', url: 'https://www.linkedin.com/' },
    { network: 'youtube', url: 'https://www.youtube.com/' },
    { network: 'x', url: 'https://x.com/' },
  ],
  qualityMarks: [],
};
