export type {
  FooterColumn,
  FooterLegalHrefs,
  FooterQualityMark,
  FooterSocialLink,
  SiteFooterProps,
} from './footer';
export { QUALITY_MARK_SLOTS, SiteFooter } from './footer';
