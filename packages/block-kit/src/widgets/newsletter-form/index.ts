export type { EmbedFieldValues } from './embed-fields';
export { EMBED_FIELD_LABELS, fillEmbedFields, findFieldByLabel } from './embed-fields';
export type {
  NewsletterAnalyticsEvent,
  NewsletterEmbed,
  NewsletterFormProps,
  NewsletterOutcome,
} from './newsletter-form';
export { NewsletterForm } from './newsletter-form';
