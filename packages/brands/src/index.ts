// The whole public surface of @dementie/brands. Named exports only; imports nothing of ours (the
// lowest layer: i18n-catalogues, api-client, block-kit and the server build on it).

export {
  BRAND_IDS,
  type Brand,
  type BrandId,
  type BrandQualityMark,
  type BrandSocialLink,
  brands,
  brandsWith,
  DEFAULT_BRAND_ID,
  isBrandId,
  type OverviewListKind,
  type OverviewPaging,
  type SocialNetwork,
} from './brands';
export {
  BRAND_COLOUR_NAMES,
  type BrandColourName,
  brandColours,
  brandTokens,
  type CustomProperty,
  type DesignToken,
  themeCss,
  themeCustomProperties,
} from './tokens';
