/**
 * The three brands (spec 1 §1, spec 2 §1) and what each of them is, as data: every package, the
 * server, Storybook and the scripts read the list from here instead of writing it out again.
 */
export const BRAND_IDS = ['dementie', 'dementievriendelijk', 'alzheimer'] as const;

/**
 * - `dementie`: the general dementia information site.
 * - `dementievriendelijk`: the dementia-friendly initiative ("sdv").
 * - `alzheimer`: the charity itself.
 */
export type BrandId = (typeof BRAND_IDS)[number];

/**
 * The brand a request, a render or a story falls back to when it names none: the general dementia
 * information site, the first of `BRAND_IDS`.
 */
export const DEFAULT_BRAND_ID: BrandId = BRAND_IDS[0];

/**
 * Narrows an unknown value (a route parameter, an environment variable) to a `BrandId`.
 * @param value - anything
 * @returns true when `value` is one of `BRAND_IDS`
 */
export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/** A social network of the footer (spec 3 §2: five for the charity, four for the initiative). */
export type SocialNetwork = 'Facebook' | 'Instagram' | 'LinkedIn' | 'YouTube' | 'X';

/** A social network link of a brand. */
export interface BrandSocialLink {
  readonly network: SocialNetwork;
  readonly url: string;
}

/** A quality mark of a brand's footer; `image` is a path inside the brand app's public folder. */
export interface BrandQualityMark {
  readonly name: string;
  readonly image: string;
  /**
   * The image's own size in CSS pixels (its viewBox): the footer reserves the mark's place from it
   * before the picture arrives, instead of drawing a sliver that widens when it loads.
   */
  readonly width: number;
  readonly height: number;
  readonly url?: string;
}

/** The overview lists of spec 2 §2.4 whose paging a brand chooses. */
export type OverviewListKind = 'news' | 'organisations' | 'stories';

/**
 * How an overview list shows more than its first page (spec 2 §2.8 paginator; both modes keep the
 * `?page=` links for browsers without scripts and for search engines):
 * - `button`: 'Meer laden' puts the next page under the cards and moves the focus to the first new one;
 * - `infinite`: the next page is appended when the end of the list scrolls into view ('Meer laden'
 *   stays for keyboard users, and nothing loads while the focus is past the list, so the footer is
 *   always reachable).
 */
export type OverviewPaging = 'button' | 'infinite';

/** What a brand is, apart from its logo, texts and colours (those are its app's, catalogue's and tokens'). */
export interface Brand {
  readonly id: BrandId;
  /** The initiative name shown next to the logo and after every document title. */
  readonly name: string;
  /**
   * The local port of the brand's site is the server's port base plus this offset (README: the API on
   * PORT_BASE, the three sites on the next three).
   */
  readonly portOffset: number;
  /** Footer ending: the charity shows quality marks, the others a tagline (spec 3 §2). */
  readonly footer: 'charity' | 'tagline';
  /** The networks of the footer, in the footer's order. */
  readonly socialLinks: readonly BrandSocialLink[];
  /** The quality marks of the footer (spec 3 §2: three slots, charity only). */
  readonly qualityMarks: readonly BrandQualityMark[];
  /**
   * Whether the player has the info modal and the GOED block (spec 3 §2: the 'GOED' modal exists on
   * the dementia-friendly platform only).
   */
  readonly playerInfoModal: boolean;
  /** The paging of each overview list (see {@link OverviewPaging}). */
  readonly overviewPaging: Readonly<Record<OverviewListKind, OverviewPaging>>;
}

const buttonPaging = { news: 'button', organisations: 'button', stories: 'button' } as const;
// Stories are read one after another, like a magazine: they load on scroll on the two sites that
// tell them most; news and organisations are looked up, so 'Meer laden' keeps the visitor in control.
const storiesOnScroll = { ...buttonPaging, stories: 'infinite' } as const;

const socialLink = (network: SocialNetwork, url: string): BrandSocialLink => ({ network, url });
const fourNetworks: readonly BrandSocialLink[] = [
  socialLink('Facebook', 'https://www.facebook.com/'),
  socialLink('Instagram', 'https://www.instagram.com/'),
  socialLink('LinkedIn', 'https://www.linkedin.com/'),
  socialLink('YouTube', 'https://www.youtube.com/'),
];

/** Every brand by id, in the order of `BRAND_IDS`. */
export const brands: Readonly<Record<BrandId, Brand>> = {
  dementie: {
    id: 'dementie',
    name: 'Dementiewijzer',
    portOffset: 1,
    footer: 'tagline',
    socialLinks: fourNetworks,
    qualityMarks: [],
    playerInfoModal: false,
    overviewPaging: storiesOnScroll,
  },
  dementievriendelijk: {
    id: 'dementievriendelijk',
    name: 'Dementievriendelijk Samenleven',
    portOffset: 2,
    footer: 'tagline',
    socialLinks: fourNetworks,
    qualityMarks: [],
    playerInfoModal: true,
    overviewPaging: buttonPaging,
  },
  alzheimer: {
    id: 'alzheimer',
    name: 'Alzheimer Steunpunt',
    portOffset: 3,
    footer: 'charity',
    socialLinks: [...fourNetworks, socialLink('X', 'https://x.com/')],
    qualityMarks: [
      {
        name: 'ANBI-status: wij zijn een algemeen nut beogende instelling',
        image: 'keurmerken/anbi.svg',
        width: 160,
        height: 64,
        url: '/over-ons',
      },
      {
        name: 'Toegankelijkheid: lees onze verklaring',
        image: 'keurmerken/toegankelijk.svg',
        width: 160,
        height: 64,
        url: '/toegankelijkheid',
      },
      {
        name: 'Privacy: lees hoe wij met je gegevens omgaan',
        image: 'keurmerken/privacy.svg',
        width: 160,
        height: 64,
        url: '/privacy',
      },
    ],
    playerInfoModal: false,
    overviewPaging: storiesOnScroll,
  },
};

/**
 * The brands that have a feature, in the order of `BRAND_IDS`.
 * @param has - the feature test, e.g. `(brand) => brand.playerInfoModal`
 * @returns the ids of the brands for which `has` is true
 */
export function brandsWith(has: (brand: Brand) => boolean): BrandId[] {
  return BRAND_IDS.filter((id) => has(brands[id]));
}
