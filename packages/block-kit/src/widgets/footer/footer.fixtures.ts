import { brands } from '@dementie/brands';
import type { Image } from '@dementie/cms-model';
import type { ThemeBrand } from '../../themes/theme';
import type { SiteFooterProps } from './footer';

/* Footer data as a brand file gives it (ARCHITECTURE: the brand app holds footer variant, social
 * links and quality marks). Used by the stories and tests. */

const link = (title: string, url: string, external = false) => ({
  title,
  url,
  external,
  showAsButton: false,
});
/**
 * The charity's own quality marks, as its site shows them (the same names, pictures and links from
 * @dementie/brands; Storybook serves each brand app's public folder at /brands/<id>/).
 */
const charityMarks = brands.alzheimer.qualityMarks.map((mark) => ({
  image: {
    url: `/brands/alzheimer/${mark.image}`,
    alt: mark.name,
    crops: [],
    width: mark.width,
    height: mark.height,
  } satisfies Image,
  ...(mark.url ? { url: mark.url } : {}),
}));

const shared = {
  preFooterLinks: [link('Trainingen', '/trainingen'), link('Nieuws', '/nieuws'), link('Contact', '/contact')],
  newsletter: { subscribe: async () => undefined },
  columns: [
    { title: 'Over ons', links: [link('Wie zijn wij', '/over-ons'), link('Werken bij', '/werken-bij')] },
    {
      title: 'Hulp',
      links: [
        link('Dementielijn', 'https://www.alzheimer-nederland.nl/dementielijn', true),
        link('Veelgestelde vragen', '/vragen'),
      ],
    },
  ],
} satisfies Partial<SiteFooterProps>;

/** The five networks of the charity; the initiative has the same ones without X. */
const networks = [
  { network: 'Facebook', url: 'https://www.facebook.com/voorbeeld' },
  { network: 'Instagram', url: 'https://www.instagram.com/voorbeeld' },
  { network: 'LinkedIn', url: 'https://www.linkedin.com/company/voorbeeld' },
  { network: 'YouTube', url: 'https://www.youtube.com/@voorbeeld' },
  { network: 'X', url: 'https://x.com/voorbeeld' },
] as const;

/** The charity: five networks and three quality marks. */
export const charityFooter: SiteFooterProps = {
  ...shared,
  social: networks,
  ending: {
    kind: 'qualityMarks',
    marks: charityMarks,
  },
};

/** The initiative: four networks and the tagline. */
export const initiativeFooter: SiteFooterProps = {
  ...shared,
  social: networks.filter((item) => item.network !== 'X'),
  ending: { kind: 'tagline' },
};

/**
 * The footer a brand shows, by its `footer` in @dementie/brands: the charity (`alzheimer`) ends in
 * quality marks, the other two in the tagline. The stories pick it from the brand toolbar, so the
 * charity never shows the initiative's footer.
 */
export function brandFooter(brand: ThemeBrand): SiteFooterProps {
  return brands[brand].footer === 'charity' ? charityFooter : initiativeFooter;
}
