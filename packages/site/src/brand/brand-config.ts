import type { ChatbotWidgetConfig, ThemeBrand } from '@dementie/block-kit';
import {
  type BrandId,
  brands,
  type OverviewListKind,
  type OverviewPaging,
  type SocialNetwork,
} from '@dementie/brands';
import type { Link } from '@dementie/cms-model';

/** A social network link in the footer (spec 3 §2: five networks for the charity, four for the initiative). */
export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** A quality mark of the charity's footer (spec 3 §2: three slots). */
export interface QualityMark {
  name: string;
  imageUrl: string;
  /** The image's own size, so its place is held before it loads. */
  width: number;
  height: number;
  url?: string;
}

/**
 * Everything that differs between the three brand sites. A brand app is this object plus its logo
 * ({@link brandFacts} fills in what @dementie/brands knows about the brand);
 * components read it as data and never branch on the brand id (ARCHITECTURE.md).
 */
export interface BrandConfig {
  /** Brand id: selects the theme tokens and the translation set. */
  id: ThemeBrand;
  /** Name shown next to the logo and after every document title; from the brand's catalogue. */
  name: string;
  /** URL of the brand's own SVG wordmark. */
  logoUrl: string;
  /** Footer ending: the charity shows quality marks, the others a tagline (spec 3 §2). */
  footerVariant: 'charity' | 'tagline';
  socialLinks: readonly SocialLink[];
  /** Quality-mark images, charity only. */
  qualityMarks: readonly QualityMark[];
  /**
   * How each overview list pages (spec 2 §2.8: 'Meer laden' or loading on scroll). Default
   * `button` for every list.
   */
  overviewPaging?: Readonly<Record<OverviewListKind, OverviewPaging>>;
  /** Links above the footer proper. */
  preFooterLinks?: readonly Link[];
  /** Mailing-provider newsletter form; absent means the plain form of our own server. */
  newsletterForm?: { scriptId: string; formId: string; scriptSrc: string };
  /**
   * Base address of the read-aloud service of the utilities bar (spec 2 §2.8), with the brand's own
   * fixed parameters (customer id, language). The bar adds readid, readclass and the page address.
   * Without it the bar has no 'Lees voor'.
   */
  readAloudUrl?: string;
  /**
   * The chatbot widget of the chatbot landing page (spec 2 §2.1, §2.5): its script address and the
   * global it defines. Loaded only after marketing consent. Without it the container stays empty.
   */
  chatbot?: ChatbotWidgetConfig;
}

/** The part of a {@link BrandConfig} that is a fact of the brand in @dementie/brands. */
export type BrandFacts = Pick<
  BrandConfig,
  'id' | 'name' | 'footerVariant' | 'socialLinks' | 'qualityMarks' | 'overviewPaging'
>;

/**
 * The brand's facts from @dementie/brands in the shape of a {@link BrandConfig}, so a brand app
 * adds only its logo and its own choices.
 * @param id - the brand
 * @param publicBase - where the brand app's public files are served, ending in '/' (quality-mark images)
 * @returns id, name, footer variant, social links, quality marks and overview paging
 */
export function brandFacts(id: BrandId, publicBase = '/'): BrandFacts {
  const brand = brands[id];
  return {
    id,
    name: brand.name,
    footerVariant: brand.footer,
    socialLinks: brand.socialLinks,
    qualityMarks: brand.qualityMarks.map(({ image, ...mark }) => ({
      ...mark,
      imageUrl: `${publicBase}${image}`,
    })),
    overviewPaging: brand.overviewPaging,
  };
}
