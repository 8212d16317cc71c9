import { BRAND_IDS } from '@dementie/brands';
import { z } from 'zod/mini';
import { defineCall, emailSchema, MAX_TOKEN_LENGTH } from './common.js';

// Project choice: spec 3 §7 sends newsletter sign-ups to an external marketing provider. When its
// script cannot load (no consent, blocked), the plain fallback form posts here instead.
/** The brands (ARCHITECTURE "The house"), from @dementie/brands. */
export const BRANDS = BRAND_IDS;

/** A brand id. */
export type Brand = (typeof BRANDS)[number];

/** Subscription body. */
export const newsletterSubscribeRequestSchema = z.object({
  email: emailSchema,
  brand: z.enum(BRANDS),
  /** The bot-check token (ALTCHA payload); required since decision 0006 (the form mails strangers otherwise). */
  recaptchaToken: z.string().check(z.maxLength(MAX_TOKEN_LENGTH)),
});

/** Subscription statuses: a confirmation mail is sent (double opt-in). */
export const NEWSLETTER_STATUSES = [
  'confirmation sent',
  'error invalid email',
  'error too many attempts',
  // Decision 0006: the form's bot check (as the login's) failed or was missing.
  'error recaptcha failed',
] as const;

/** Subscription answer. */
export const newsletterSubscribeResponseSchema = z.looseObject({ status: z.enum(NEWSLETTER_STATUSES) });

/** The newsletter fallback call. */
export const newsletterCalls = {
  newsletterSubscribe: defineCall({
    spec: 'spec 3 §7 (newsletter form)',
    method: 'POST',
    path: '/api/v1/newsletter/subscribe',
    params: undefined,
    querystring: undefined,
    body: newsletterSubscribeRequestSchema,
    bodyType: 'json',
    response: newsletterSubscribeResponseSchema,
    responseType: 'json',
    credentials: false,
    antiForgery: false,
    retry: 'none',
    projectChoice:
      'Fallback for the provider form: POST /api/v1/newsletter/subscribe { email, brand, recaptchaToken? }.',
  }),
} as const;
