// The certificate form's rules live apart from the other validators: only they need the profanity
// word lists, which are large, so screens that only check an e-mail address do not load them (decision 0038).
import { z } from 'zod/mini';
import type { SharedMessageKey } from './catalogues/shared';
import { containsProfanity } from './profanity';
import { type SharedTranslate, translateShared } from './translator';
import { isEmailAddress, normaliseEmailInput } from './validators';

/** What the visitor types on the certificate form (spec 1 §3); ids and score come from the run. */
export interface CertificateFormValues {
  readonly email: string;
  readonly firstName: string;
  readonly insertion: string;
  readonly lastName: string;
  readonly newsletter: boolean;
}

/** The form's problem states of spec 1 §4, in the order they are checked. */
export type CertificateFormProblem =
  | { readonly kind: 'invalidEmail' }
  | { readonly kind: 'emptyFields'; readonly fields: readonly ('firstName' | 'lastName')[] }
  | { readonly kind: 'profanity'; readonly fields: readonly ('firstName' | 'insertion' | 'lastName')[] };

/**
 * Every problem of the certificate form at once, the way spec 1 §5 checks it: a usable e-mail; when
 * the certificate is achieved, first and last name filled; first name, insertion and last name free
 * of profanity. A form reports them together, so the visitor fixes every field in one go.
 * @param values - the form values (the e-mail as normalised on input)
 * @param options - `achieved`: whether the run earned a certificate
 * @returns the problems in the order of spec 1 §4 (an empty list when the form may be sent)
 */
export function certificateFormProblems(
  values: CertificateFormValues,
  options: { readonly achieved: boolean },
): CertificateFormProblem[] {
  const problems: CertificateFormProblem[] = [];
  if (!isEmailAddress(normaliseEmailInput(values.email))) problems.push({ kind: 'invalidEmail' });
  if (options.achieved) {
    const empty = (['firstName', 'lastName'] as const).filter((field) => values[field].trim() === '');
    if (empty.length > 0) problems.push({ kind: 'emptyFields', fields: empty });
  }
  const profane = (['firstName', 'insertion', 'lastName'] as const).filter((field) =>
    containsProfanity(values[field]),
  );
  if (profane.length > 0) problems.push({ kind: 'profanity', fields: profane });
  return problems;
}

/**
 * The first problem of {@link certificateFormProblems}, or null when the form may be sent.
 * @param values - the form values (the e-mail as normalised on input)
 * @param options - `achieved`: whether the run earned a certificate
 */
export function checkCertificateForm(
  values: CertificateFormValues,
  options: { readonly achieved: boolean },
): CertificateFormProblem | null {
  return certificateFormProblems(values, options)[0] ?? null;
}

/** The catalogue key per problem: the spec's InvalidMail, EmptyFields and Profanity (spec 1 §8). */
export const certificateFormMessageKeys = {
  invalidEmail: 'certificate.errors.invalidMail',
  emptyFields: 'certificate.errors.emptyFields',
  profanity: 'certificate.errors.profanity',
  failed: 'certificate.errors.error',
} as const;

/**
 * The message under each field that has a problem: the spec's keys, and for an empty name the name
 * it lacks (with every problem shown at once, each field says what is wrong with it).
 */
export const certificateFieldMessageKeys: Readonly<
  Record<
    CertificateFormProblem['kind'],
    Readonly<Partial<Record<'email' | 'firstName' | 'insertion' | 'lastName', SharedMessageKey>>>
  >
> = {
  invalidEmail: { email: 'certificate.errors.invalidMail' },
  emptyFields: {
    firstName: 'certificate.errors.emptyFirstName',
    lastName: 'certificate.errors.emptyLastName',
  },
  profanity: {
    firstName: 'certificate.errors.profanity',
    insertion: 'certificate.errors.profanity',
    lastName: 'certificate.errors.profanity',
  },
};

/**
 * The certificate form as a zod schema, with messages on the fields they concern, for form
 * libraries. Same rules as `checkCertificateForm`.
 * @param options - `achieved`: whether names are required; `t`: translator for the messages
 */
export function certificateFormSchema(options: { readonly achieved: boolean; readonly t?: SharedTranslate }) {
  const t = options.t ?? translateShared;
  const profanityMessage = t(certificateFormMessageKeys.profanity);
  const emptyMessage = t(certificateFormMessageKeys.emptyFields);
  const name = z.string().check(
    z.trim(),
    z.refine((value) => !containsProfanity(value), { error: profanityMessage }),
  );
  return z
    .object({
      email: z
        .string({ error: t(certificateFormMessageKeys.invalidEmail) })
        .check(
          z.overwrite(normaliseEmailInput),
          z.refine(isEmailAddress, { error: t(certificateFormMessageKeys.invalidEmail) }),
        ),
      firstName: name,
      insertion: z._default(name, ''),
      lastName: name,
      newsletter: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!options.achieved) return;
        for (const field of ['firstName', 'lastName'] as const) {
          if (values[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: emptyMessage });
        }
      }),
    );
}
