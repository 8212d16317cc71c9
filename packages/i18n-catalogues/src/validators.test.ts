import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { sharedMessages } from './catalogues/shared';
import { certificateFormProblems, certificateFormSchema, checkCertificateForm } from './certificate-form';
import { createTranslator } from './translator';
import {
  applicationFileSchema,
  containsNoNumbers,
  emailSchema,
  expertQuestionSchema,
  formLimits,
  fullName,
  isEmailAddress,
  isLooseEmail,
  isPhoneNumber,
  looseEmailSchema,
  memoryTestQuestionCount,
  memoryTestSchema,
  noNumbersSchema,
  normaliseEmailInput,
  phoneSchema,
  privateMessageSchema,
  profilePhotoSchema,
  reactionSchema,
  registrationSchema,
} from './validators';

/** The messages of a failed parse, so tests can assert on the catalogue texts. */
function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function messageAt(schema: z.ZodMiniType, value: unknown, path: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

describe('normaliseEmailInput and fullName', () => {
  it('lowercases and strips every space', () => {
    expect(normaliseEmailInput(' Jan.de Vries@Voorbeeld .NL ')).toBe('jan.devries@voorbeeld.nl');
  });

  it('joins first name, insertion when given, last name', () => {
    expect(fullName({ firstName: 'Anna', insertion: 'van der', lastName: 'Berg' })).toBe('Anna van der Berg');
    expect(fullName({ firstName: 'Anna', insertion: '  ', lastName: 'Berg' })).toBe('Anna Berg');
    expect(fullName({ firstName: ' Anna ', lastName: 'Berg' })).toBe('Anna Berg');
  });
});

describe('e-mail', () => {
  it.each([
    ['a@b', true],
    ['jan@voorbeeld.nl', true],
    ['jan', false],
    ['jan@', false],
    ['@voorbeeld.nl', false],
    ['a@b@c', false],
  ])('the loose check wants local@domain: %s is %s', (address, loose) => {
    expect(isLooseEmail(address)).toBe(loose);
  });

  it('the address check also wants a dotted domain', () => {
    expect(isEmailAddress('jan@voorbeeld.nl')).toBe(true);
    expect(isEmailAddress('jan@gmail')).toBe(false);
    expect(isEmailAddress('jan@voorbeeld.')).toBe(false);
  });

  it('the schemas normalise, then check, with the catalogue message', () => {
    expect(emailSchema().parse(' Jan@Voorbeeld.NL')).toBe('jan@voorbeeld.nl');
    expect(messages(emailSchema(), 'jan@gmail')).toEqual([sharedMessages['forms.invalidEmail']]);
    expect(looseEmailSchema().parse('A@B')).toBe('a@b');
    expect(messages(looseEmailSchema(), 'ab')).toEqual([sharedMessages['forms.invalidEmail']]);
  });
});

describe('phone (3-3-4 digits, optional brackets, equal separators)', () => {
  it.each(['0201234567', '020 123 4567', '020-123-4567', '020.123.4567', '(020) 123 4567', '(020)1234567'])(
    'accepts %s',
    (value) => {
      expect(isPhoneNumber(value)).toBe(true);
      expect(phoneSchema().safeParse(value).success).toBe(true);
    },
  );

  it.each([
    '020-123 4567',
    '020 1234567',
    '(020 123 4567',
    '020) 123 4567',
    '06123456',
    '020 123 45678',
    'abc',
  ])('rejects %s', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
    expect(messages(phoneSchema(), value)).toEqual([sharedMessages['forms.invalidPhone']]);
  });
});

describe('contains no numbers', () => {
  it('accepts words and rejects digits with the spec message', () => {
    expect(containsNoNumbers("'s-Hertogenbosch")).toBe(true);
    expect(noNumbersSchema().safeParse('Utrecht').success).toBe(true);
    expect(messages(noNumbersSchema(), 'Utrecht 3')).toEqual(['Ongeldige invoer. Gebruik geen getallen.']);
  });
});

describe('registration', () => {
  const valid = {
    username: 'anna2026',
    email: 'anna@voorbeeld.nl',
    password: 'Zonnebloem2026x',
    passwordRepeat: 'Zonnebloem2026x',
  };

  it('accepts a valid registration', () => {
    expect(registrationSchema().safeParse(valid).success).toBe(true);
  });

  it.each(['ab', 'a'.repeat(21), 'anna_2026', 'anna 2026', 'änna'])('rejects username %s', (username) => {
    expect(messageAt(registrationSchema(), { ...valid, username }, 'username')).toContain(
      sharedMessages['registration.usernameInvalid'],
    );
  });

  it('accepts usernames of 3 and 20 characters', () => {
    expect(registrationSchema().safeParse({ ...valid, username: 'abc' }).success).toBe(true);
    expect(registrationSchema().safeParse({ ...valid, username: 'a1'.repeat(10) }).success).toBe(true);
  });

  it.each([
    ['too short', 'Zonnebloem1'],
    ['no capital', 'zonnebloem2026'],
    ['no lower case', 'ZONNEBLOEM2026'],
    ['no digit', 'Zonnebloemveld'],
  ])('rejects a password with %s', (_, password) => {
    expect(
      messageAt(registrationSchema(), { ...valid, password, passwordRepeat: password }, 'password'),
    ).toContain(sharedMessages['registration.passwordTooWeak']);
  });

  it('rejects a password holding the e-mail or the name', () => {
    for (const password of ['Xanna@voorbeeld.nl1', 'MijnAnna2026IsGoed', 'XAnna2026abcdef']) {
      expect(
        messageAt(registrationSchema(), { ...valid, password, passwordRepeat: password }, 'password'),
        password,
      ).toContain(sharedMessages['registration.passwordPersonal']);
    }
  });

  it('rejects a repeat that does not match', () => {
    expect(
      messageAt(registrationSchema(), { ...valid, passwordRepeat: 'Zonnebloem2026y' }, 'passwordRepeat'),
    ).toEqual([sharedMessages['registration.passwordRepeatMismatch']]);
  });
});

describe('application file (pdf/doc/docx, at most 2 MB, one file)', () => {
  const pdf = { name: 'cv.pdf', size: 100_000 };

  it('accepts one allowed file and keeps the File object', () => {
    const file = new File(['%PDF'], 'brief.DOCX');
    const parsed = applicationFileSchema().parse([file]);
    expect(parsed[0]).toBe(file);
    expect(applicationFileSchema().safeParse([pdf]).success).toBe(true);
    expect(applicationFileSchema().safeParse([{ name: 'a.doc', size: formLimits.fileBytes }]).success).toBe(
      true,
    );
  });

  it('rejects no file, two files, a wrong type, a large file and a long name', () => {
    expect(messages(applicationFileSchema(), [])).toEqual([sharedMessages['forms.fileMandatory']]);
    expect(messages(applicationFileSchema(), [pdf, pdf])).toEqual([sharedMessages['forms.onlyOneFile']]);
    expect(messages(applicationFileSchema(), [{ name: 'foto.jpg', size: 10 }])).toEqual([
      sharedMessages['forms.fileTypeForbidden'],
    ]);
    expect(messages(applicationFileSchema(), [{ name: 'pdf', size: 10 }])).toEqual([
      sharedMessages['forms.fileTypeForbidden'],
    ]);
    expect(messages(applicationFileSchema(), [{ name: 'cv.pdf', size: formLimits.fileBytes + 1 }])).toEqual([
      sharedMessages['forms.fileTooLarge'],
    ]);
    expect(messages(applicationFileSchema(), [{ name: `${'a'.repeat(97)}.pdf`, size: 1 }])).toEqual([
      'De naam van het bestand is te lang. Gebruik maximaal 100 tekens.',
    ]);
  });

  it('checks a profile photo at 144 kb', () => {
    expect(profilePhotoSchema().safeParse({ name: 'ik.jpg', size: 144 * 1024 }).success).toBe(true);
    expect(messages(profilePhotoSchema(), { name: 'ik.jpg', size: 144 * 1024 + 1 })).toEqual([
      sharedMessages['forms.photoTooLarge'],
    ]);
  });
});

describe('private message (at most 4000 characters)', () => {
  it('accepts 4000 and rejects 4001 or empty', () => {
    expect(privateMessageSchema().safeParse('a'.repeat(4000)).success).toBe(true);
    expect(messages(privateMessageSchema(), 'a'.repeat(4001))).toEqual([
      'Je tekst is te lang. Gebruik maximaal 4.000 tekens.',
    ]);
    expect(messages(privateMessageSchema(), '   ')).toEqual([sharedMessages['forms.fieldMandatory']]);
  });
});

describe('expert question', () => {
  const valid = {
    name: 'Anna Berg',
    email: 'anna@voorbeeld.nl',
    phone: '',
    question: 'Hoe praat ik met mijn vader over zijn vergeetachtigheid?',
    contactPreference: 'email',
    terms: true,
  };

  it('accepts a valid question, with or without a phone number', () => {
    expect(expertQuestionSchema().safeParse(valid).success).toBe(true);
    expect(
      expertQuestionSchema().safeParse({ ...valid, phone: '020 123 4567', contactPreference: 'phone' })
        .success,
    ).toBe(true);
  });

  it('rejects each broken field with its message', () => {
    const schema = expertQuestionSchema();
    expect(messageAt(schema, { ...valid, name: 'a'.repeat(101) }, 'name')).toEqual([
      'Je tekst is te lang. Gebruik maximaal 100 tekens.',
    ]);
    expect(messageAt(schema, { ...valid, name: '' }, 'name')).toEqual([
      sharedMessages['forms.fieldMandatory'],
    ]);
    expect(messageAt(schema, { ...valid, email: 'anna' }, 'email')).toEqual([
      sharedMessages['forms.invalidEmail'],
    ]);
    expect(messageAt(schema, { ...valid, phone: '12345' }, 'phone')).toEqual([
      sharedMessages['forms.invalidPhone'],
    ]);
    expect(messageAt(schema, { ...valid, question: ' ' }, 'question')).toEqual([
      sharedMessages['expertQuestion.questionRequired'],
    ]);
    expect(messageAt(schema, { ...valid, contactPreference: undefined }, 'contactPreference')).toEqual([
      sharedMessages['expertQuestion.contactPreferenceRequired'],
    ]);
    expect(messageAt(schema, { ...valid, terms: false }, 'terms')).toEqual([
      sharedMessages['forms.termsRequired'],
    ]);
    expect(messageAt(schema, { ...valid, contactPreference: 'phone' }, 'phone')).toEqual([
      sharedMessages['expertQuestion.phoneRequired'],
    ]);
  });
});

describe('reaction', () => {
  it('needs a text and ticked terms', () => {
    expect(reactionSchema().safeParse({ text: 'Dank voor je uitleg.', terms: true }).success).toBe(true);
    expect(messageAt(reactionSchema(), { text: '', terms: true }, 'text')).toEqual([
      sharedMessages['reaction.textRequired'],
    ]);
    expect(messageAt(reactionSchema(), { text: 'Hoi', terms: false }, 'terms')).toEqual([
      sharedMessages['forms.termsRequired'],
    ]);
  });
});

describe('memory test', () => {
  const schema = memoryTestSchema(memoryTestQuestionCount.other);
  const all = Array.from({ length: 16 }, (_, index) => (index % 5) + 1);

  it('accepts all answered and an age', () => {
    expect(schema.safeParse({ answers: all, age: '64-to-74' }).success).toBe(true);
    expect(
      memoryTestSchema(25).safeParse({ answers: [...all, ...all].slice(0, 25), age: 'not-say' }).success,
    ).toBe(true);
  });

  it("rejects open questions with the spec's warning and a missing age", () => {
    const open = [...all.slice(0, 15), null];
    expect(messageAt(schema, { answers: open, age: '75' }, 'answers')).toEqual([
      'Let op! Je hebt nog niet alle vragen beantwoord.',
    ]);
    expect(messageAt(schema, { answers: all.slice(0, 10), age: '75' }, 'answers')).toEqual([
      'Let op! Je hebt nog niet alle vragen beantwoord.',
    ]);
    expect(messageAt(schema, { answers: all, age: null }, 'age')).toEqual([
      sharedMessages['memoryTest.ageRequired'],
    ]);
  });
});

describe('certificate form (spec 1 §4, §5)', () => {
  const valid = {
    email: 'anna@voorbeeld.nl',
    firstName: 'Anna',
    insertion: 'van der',
    lastName: 'Berg',
    newsletter: false,
  };

  it('accepts a clean form', () => {
    expect(checkCertificateForm(valid, { achieved: true })).toBeNull();
    expect(certificateFormSchema({ achieved: true }).safeParse(valid).success).toBe(true);
  });

  it('refuses an invalid e-mail first', () => {
    expect(checkCertificateForm({ ...valid, email: 'anna', firstName: '' }, { achieved: true })).toEqual({
      kind: 'invalidEmail',
    });
    expect(
      messageAt(certificateFormSchema({ achieved: true }), { ...valid, email: 'anna' }, 'email'),
    ).toEqual([sharedMessages['certificate.errors.invalidMail']]);
  });

  it('needs first and last name only when the certificate is achieved; insertion is optional', () => {
    const empty = { ...valid, firstName: ' ', insertion: '', lastName: '' };
    expect(checkCertificateForm(empty, { achieved: true })).toEqual({
      kind: 'emptyFields',
      fields: ['firstName', 'lastName'],
    });
    expect(checkCertificateForm(empty, { achieved: false })).toBeNull();
    expect(messageAt(certificateFormSchema({ achieved: true }), empty, 'lastName')).toEqual([
      sharedMessages['certificate.errors.emptyFields'],
    ]);
    expect(certificateFormSchema({ achieved: false }).safeParse(empty).success).toBe(true);
    expect(
      certificateFormSchema({ achieved: true }).safeParse({ ...valid, insertion: undefined }).success,
    ).toBe(true);
  });

  it('marks a Dutch and an English swear word in the name fields', () => {
    expect(checkCertificateForm({ ...valid, lastName: 'Klootzak' }, { achieved: true })).toEqual({
      kind: 'profanity',
      fields: ['lastName'],
    });
    expect(
      checkCertificateForm({ ...valid, firstName: 'Shit', insertion: 'kut' }, { achieved: true }),
    ).toEqual({
      kind: 'profanity',
      fields: ['firstName', 'insertion'],
    });
    expect(
      messageAt(certificateFormSchema({ achieved: true }), { ...valid, firstName: 'BITCH' }, 'firstName'),
    ).toEqual([sharedMessages['certificate.errors.profanity']]);
  });

  it('finds every problem at once, in the order of spec 1 §4', () => {
    expect(
      certificateFormProblems(
        { ...valid, email: 'anna@', firstName: '', lastName: 'Klootzak' },
        { achieved: true },
      ),
    ).toEqual([
      { kind: 'invalidEmail' },
      { kind: 'emptyFields', fields: ['firstName'] },
      { kind: 'profanity', fields: ['lastName'] },
    ]);
    expect(certificateFormProblems(valid, { achieved: true })).toEqual([]);
    // The first of them is what checkCertificateForm gives.
    expect(checkCertificateForm({ ...valid, email: 'x', lastName: '' }, { achieved: true })).toEqual({
      kind: 'invalidEmail',
    });
  });

  it('lets a harmless name through that contains a bad word', () => {
    expect(
      checkCertificateForm({ ...valid, firstName: 'Cassandra', lastName: 'Kutsenko' }, { achieved: true }),
    ).toBeNull();
    expect(
      certificateFormSchema({ achieved: true }).safeParse({ ...valid, firstName: 'Cassandra' }).success,
    ).toBe(true);
  });

  it('uses the brand translator for its messages', () => {
    const t = createTranslator('alzheimer');
    expect(
      messageAt(certificateFormSchema({ achieved: true, t }), { ...valid, email: 'x' }, 'email'),
    ).toEqual([t('certificate.errors.invalidMail')]);
  });
});
