// The whole public surface of @dementie/i18n-catalogues. Named exports only.

export { type BrandId, brandIds, isBrandId } from './brands';
export { brandCatalogues } from './catalogues';
export {
  type BrandCatalogue,
  type BrandMessageKey,
  type BrandMessages,
  brandMessageKeys,
} from './catalogues/brand-messages';
export { type SharedMessageKey, sharedMessages } from './catalogues/shared';
export {
  type CertificateFormProblem,
  type CertificateFormValues,
  certificateFieldMessageKeys,
  certificateFormMessageKeys,
  certificateFormProblems,
  certificateFormSchema,
  checkCertificateForm,
} from './certificate-form';
export {
  createDocumentTranslator,
  type DocumentMessageKey,
  type DocumentTranslate,
  translateDocumentText,
} from './document-translator';
export {
  certificateFileName,
  type DateInput,
  formatCertificateDate,
  formatCookieLifetime,
  formatEventDate,
  formatNewsDate,
  formatPercentage,
  formatScore,
  timeZone,
} from './formatters';
export { ourWording, specWordingKeys } from './our-wording';
export { containsProfanity, findProfaneWords, isProfaneWord, profanityAllowedNames } from './profanity';
// React lives only in the './react' entry, so plain lookups and the server never load React.
export {
  brandNames,
  createTranslator,
  documentTitle,
  interpolate,
  locale,
  type MessageKey,
  type ResolvedCatalogue,
  renderMessage,
  resolveCatalogue,
  type SharedTranslate,
  type Translate,
  translateShared,
} from './translator';
export type { Message, MessageParams, PluralForms } from './types';
export {
  applicationFileSchema,
  type ContactPreference,
  contactPreferences,
  containsNoNumbers,
  emailSchema,
  expertQuestionSchema,
  type FileLike,
  formLimits,
  fullName,
  isEmailAddress,
  isLooseEmail,
  isPhoneNumber,
  looseEmailSchema,
  type MemoryTestAge,
  memoryTestAgeOptions,
  memoryTestQuestionCount,
  memoryTestSchema,
  type NameParts,
  noNumbersSchema,
  normaliseEmailInput,
  phoneSchema,
  privateMessageSchema,
  profilePhotoSchema,
  reactionSchema,
  registrationSchema,
} from './validators';
