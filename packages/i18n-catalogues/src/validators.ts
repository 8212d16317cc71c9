import { z } from 'zod/mini';
import {
  containsNoNumbers,
  isEmailAddress,
  isLooseEmail,
  isPhoneNumber,
  normaliseEmailInput,
} from './checks';
import { type SharedTranslate, translateShared } from './translator';

// Classic zod sets the English messages when it makes its first schema; zod/mini sets none. The
// messages a form shows are ours, but a field without one of ours keeps zod's English text, as before.
if (!z.core.globalConfig.localeError) z.config(z.locales.en());

// --- pure checks: in checks.ts, without zod, for code that loads on a page's first touch -------------

export {
  containsNoNumbers,
  fullName,
  isEmailAddress,
  isLooseEmail,
  isPhoneNumber,
  type NameParts,
  normaliseEmailInput,
} from './checks';

// --- limits (spec 3 §9) ----------------------------------------------------------------------------

/** Limits of spec 3 §5 and §9, plus our own file-name limit (the spec names the message only). */
export const formLimits = {
  /** 2 MB, read as 2 × 1024 × 1024 bytes. */
  fileBytes: 2 * 1024 * 1024,
  /** Our choice: long enough for real file names, short enough for the server's column. */
  fileNameLength: 100,
  allowedFileExtensions: ['pdf', 'doc', 'docx'],
  /** 144 kb, read as 144 × 1024 bytes. */
  photoBytes: 144 * 1024,
  privateMessageLength: 4000,
  expertNameLength: 100,
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 12,
} as const;

// --- schemas ---------------------------------------------------------------------------------------

function requiredText(t: SharedTranslate, max?: number) {
  const base = z
    .string({ error: t('forms.fieldMandatory') })
    .check(z.trim(), z.minLength(1, { error: t('forms.fieldMandatory') }));
  return max === undefined
    ? base
    : base.check(z.maxLength(max, { error: t('forms.fieldTooLong', { n: max }) }));
}

/**
 * A required e-mail field: normalised as typed, then the usable-address check.
 * @param t - translator for the messages (shared catalogue by default)
 */
export function emailSchema(t: SharedTranslate = translateShared) {
  return z
    .string({ error: t('forms.invalidEmail') })
    .check(z.overwrite(normaliseEmailInput), z.refine(isEmailAddress, { error: t('forms.invalidEmail') }));
}

/**
 * The loose e-mail field of the form helpers (spec 3 §5).
 * @param t - translator for the messages
 */
export function looseEmailSchema(t: SharedTranslate = translateShared) {
  return z
    .string({ error: t('forms.invalidEmail') })
    .check(z.overwrite(normaliseEmailInput), z.refine(isLooseEmail, { error: t('forms.invalidEmail') }));
}

/**
 * A phone field (spec 3 §5).
 * @param t - translator for the messages
 */
export function phoneSchema(t: SharedTranslate = translateShared) {
  return z
    .string({ error: t('forms.invalidPhone') })
    .check(z.trim(), z.refine(isPhoneNumber, { error: t('forms.invalidPhone') }));
}

/**
 * A text that may hold no digits, e.g. a place (spec 3 §5: 'Ongeldige invoer. Gebruik geen getallen.').
 * @param t - translator for the messages
 */
export function noNumbersSchema(t: SharedTranslate = translateShared) {
  return z.string().check(z.refine(containsNoNumbers, { error: t('forms.invalidPlace') }));
}

/**
 * A private message: required, at most 4000 characters (spec 3 §5).
 * @param t - translator for the messages
 */
export function privateMessageSchema(t: SharedTranslate = translateShared) {
  return requiredText(t, formLimits.privateMessageLength);
}

/** What a file input hands over: a `File`, or any object with a name and a size in bytes. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
}

const fileLike = z.custom<FileLike>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { size?: unknown }).size === 'number',
);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The application form's upload (spec 3 §5): exactly one pdf, doc or docx file of at most 2 MB
 * with a name of at most 100 characters. The parsed value keeps the original `File` objects.
 * @param t - translator for the messages
 */
export function applicationFileSchema(t: SharedTranslate = translateShared) {
  return z.array(fileLike).check(
    z.superRefine((files, ctx) => {
      if (files.length === 0) {
        ctx.addIssue({ code: 'custom', message: t('forms.fileMandatory') });
        return;
      }
      if (files.length > 1) ctx.addIssue({ code: 'custom', message: t('forms.onlyOneFile') });
      files.forEach((file, index) => {
        if (file.name.length > formLimits.fileNameLength) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: t('forms.fileNameTooLong', { n: formLimits.fileNameLength }),
          });
        }
        if (!(formLimits.allowedFileExtensions as readonly string[]).includes(extensionOf(file.name))) {
          ctx.addIssue({ code: 'custom', path: [index], message: t('forms.fileTypeForbidden') });
        }
        if (file.size > formLimits.fileBytes) {
          ctx.addIssue({ code: 'custom', path: [index], message: t('forms.fileTooLarge') });
        }
      });
    }),
  );
}

/**
 * A profile photo of at most 144 kb (spec 3 §5, §9).
 * @param t - translator for the messages
 */
export function profilePhotoSchema(t: SharedTranslate = translateShared) {
  return fileLike.check(
    z.refine((file) => file.size <= formLimits.photoBytes, { error: t('forms.photoTooLarge') }),
  );
}

const username = /^[A-Za-z0-9]+$/u;

function passwordHoldsPersonalData(password: string, email: string, name: string): boolean {
  const lower = password.toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  // Parts shorter than 3 characters would forbid half the alphabet; they are not identifying.
  return [email, localPart, name]
    .map((part) => part.trim().toLowerCase())
    .some((part) => part.length >= 3 && lower.includes(part));
}

/**
 * Registration (spec 3 §5): username 3-20 letters and digits; a usable e-mail; a password of at
 * least 12 characters with a lower-case letter, a capital and a digit that holds neither the
 * e-mail (nor its local part) nor the username; the repeat must match. Availability of the
 * username and e-mail is the server's answer ('registration.usernameTaken', 'registration.emailTaken').
 * The spec's help text says 8 while its error says 12; we enforce 12 and say 12 in both.
 * @param t - translator for the messages
 */
export function registrationSchema(t: SharedTranslate = translateShared) {
  return z
    .object({
      username: z
        .string({ error: t('forms.fieldMandatory') })
        .check(
          z.trim(),
          z.minLength(formLimits.usernameMin, { error: t('registration.usernameInvalid') }),
          z.maxLength(formLimits.usernameMax, { error: t('registration.usernameInvalid') }),
          z.regex(username, { error: t('registration.usernameInvalid') }),
        ),
      email: emailSchema(t),
      password: z
        .string({ error: t('forms.fieldMandatory') })
        .check(
          z.minLength(formLimits.passwordMin, { error: t('registration.passwordTooWeak') }),
          z.regex(/[a-z]/u, { error: t('registration.passwordTooWeak') }),
          z.regex(/[A-Z]/u, { error: t('registration.passwordTooWeak') }),
          z.regex(/\d/u, { error: t('registration.passwordTooWeak') }),
        ),
      passwordRepeat: z.string({ error: t('forms.fieldMandatory') }),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (passwordHoldsPersonalData(values.password, values.email, values.username)) {
          ctx.addIssue({ code: 'custom', path: ['password'], message: t('registration.passwordPersonal') });
        }
        if (values.passwordRepeat !== values.password) {
          ctx.addIssue({
            code: 'custom',
            path: ['passwordRepeat'],
            message: t('registration.passwordRepeatMismatch'),
          });
        }
      }),
    );
}

/** How an expert may answer (spec 3 §6: by mail or phone). */
export const contactPreferences = ['email', 'phone'] as const;
/** One of `contactPreferences`. */
export type ContactPreference = (typeof contactPreferences)[number];

/**
 * The expert question form (spec 3 §5): name at most 100, usable e-mail, valid phone, question
 * and contact preference required, terms ticked. The phone may be left empty unless the visitor
 * asks to be called (our reading: a call-back needs a number, a mail answer does not).
 * @param t - translator for the messages
 */
export function expertQuestionSchema(t: SharedTranslate = translateShared) {
  return z
    .object({
      name: requiredText(t, formLimits.expertNameLength),
      email: emailSchema(t),
      phone: z.string().check(
        z.trim(),
        z.refine((value) => value === '' || isPhoneNumber(value), { error: t('forms.invalidPhone') }),
      ),
      question: z
        .string({ error: t('expertQuestion.questionRequired') })
        .check(z.trim(), z.minLength(1, { error: t('expertQuestion.questionRequired') })),
      contactPreference: z.enum(contactPreferences, { error: t('expertQuestion.contactPreferenceRequired') }),
      terms: z.literal(true, { error: t('forms.termsRequired') }),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.contactPreference === 'phone' && values.phone === '') {
          ctx.addIssue({ code: 'custom', path: ['phone'], message: t('expertQuestion.phoneRequired') });
        }
      }),
    );
}

/**
 * A reaction to an expert (spec 3 §5): text required, terms ticked.
 * @param t - translator for the messages
 */
export function reactionSchema(t: SharedTranslate = translateShared) {
  return z.object({
    text: z
      .string({ error: t('reaction.textRequired') })
      .check(z.trim(), z.minLength(1, { error: t('reaction.textRequired') })),
    terms: z.literal(true, { error: t('forms.termsRequired') }),
  });
}

/** Age options of the memory test, as spec 3 §9 names them. Labels: `memoryTest.age.<option>`. */
export const memoryTestAgeOptions = ['64', '64-to-74', '75', 'not-say'] as const;
/** One of `memoryTestAgeOptions`. */
export type MemoryTestAge = (typeof memoryTestAgeOptions)[number];

/** Question counts of the memory test (spec 3 §9): for oneself 25, for someone else 16. */
export const memoryTestQuestionCount = { self: 25, other: 16 } as const;

/**
 * The memory test (spec 3 §5): every question answered with one of the five options (1-5), and an
 * age chosen. `null` marks an unanswered question.
 * @param questionCount - 25 for oneself, 16 for someone else (`memoryTestQuestionCount`)
 * @param t - translator for the messages
 */
export function memoryTestSchema(questionCount: number, t: SharedTranslate = translateShared) {
  const notAll = t('memoryTest.notAllAnswered');
  return z.object({
    answers: z.array(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(5))), { error: notAll }).check(
      z.refine((answers) => answers.length === questionCount && answers.every((answer) => answer !== null), {
        error: notAll,
      }),
    ),
    age: z.enum(memoryTestAgeOptions, { error: t('memoryTest.ageRequired') }),
  });
}

// --- certificate form (spec 1 §4, §5, §8) -------------------------------------------------------------------
