import type { CertificateFormProblem } from '@dementie/i18n-catalogues';

/*
 * The certificate form submit machine of spec 1 §4: initial, loading, loaded (then a redirect to
 * /jouw-resultaat), failed, invalid email, empty fields, profanity found. Validation itself is
 * `checkCertificateForm` of the catalogues (spec 1 §5); this reducer only moves between states.
 */

/** A name field of the certificate form. */
export type CertificateNameField = 'firstName' | 'insertion' | 'lastName';

/** A field of the certificate form that can be marked invalid. */
export type CertificateFormField = CertificateNameField | 'email';

/** The state of the certificate form. */
export type CertificateFormState =
  | { readonly status: 'initial' }
  /** CreateCertificate and the login call are under way. */
  | { readonly status: 'loading' }
  /** Done: `certificateId` is null when no certificate was asked for (not achieved). */
  | { readonly status: 'loaded'; readonly certificateId: string | null }
  | { readonly status: 'failed' }
  /**
   * Refused on sending. The status is the first problem's state of spec 1 §4; `problems` holds every
   * problem found, so the form marks all invalid fields at once.
   */
  | {
      readonly status: 'invalid email' | 'empty fields' | 'profanity found';
      readonly problems: readonly CertificateFormProblem[];
    };

/** Events of the certificate form. */
export type CertificateFormEvent =
  /** The visitor pressed submit; `problems` is what `certificateFormProblems` found (none: send). */
  | { readonly type: 'submitted'; readonly problems: readonly CertificateFormProblem[] }
  | { readonly type: 'succeeded'; readonly certificateId: string | null }
  | { readonly type: 'failed' };

/** The first state. */
export const initialCertificateFormState: CertificateFormState = Object.freeze({ status: 'initial' });

const problemStatus = {
  invalidEmail: 'invalid email',
  emptyFields: 'empty fields',
  profanity: 'profanity found',
} as const satisfies Record<CertificateFormProblem['kind'], CertificateFormState['status']>;

/** The certificate form reducer. */
export function certificateFormReducer(
  state: CertificateFormState,
  event: CertificateFormEvent,
): CertificateFormState {
  switch (event.type) {
    case 'submitted': {
      // A second press while sending, or after success, does nothing (submit is disabled then too).
      if (state.status === 'loading' || state.status === 'loaded') return state;
      const [first] = event.problems;
      if (!first) return { status: 'loading' };
      return { status: problemStatus[first.kind], problems: event.problems };
    }
    case 'succeeded':
      return state.status === 'loading' ? { status: 'loaded', certificateId: event.certificateId } : state;
    case 'failed':
      return state.status === 'loading' ? { status: 'failed' } : state;
  }
}

const fieldsOf = (problem: CertificateFormProblem): readonly CertificateFormField[] =>
  problem.kind === 'invalidEmail' ? ['email'] : problem.fields;

/** The form's fields in the order they are shown. */
const FIELD_ORDER: readonly CertificateFormField[] = ['email', 'firstName', 'insertion', 'lastName'];

/** The fields a state marks invalid, in the form's order (spec 1 §5: a profanity hit marks the fields). */
export function invalidCertificateFields(state: CertificateFormState): readonly CertificateFormField[] {
  if (!('problems' in state)) return [];
  const marked = new Set(state.problems.flatMap(fieldsOf));
  return FIELD_ORDER.filter((field) => marked.has(field));
}

/** The problem of one field in a state, if it has one (the first found, in spec 1 §4's order). */
export function certificateFieldProblem(
  state: CertificateFormState,
  field: CertificateFormField,
): CertificateFormProblem['kind'] | undefined {
  if (!('problems' in state)) return undefined;
  return state.problems.find((problem) => fieldsOf(problem).includes(field))?.kind;
}
