import type { CertificateFormProblem } from '@dementie/i18n-catalogues';

/*
 * The certificate form submit machine of spec 1 §4: initial, loading, loaded (then a redirect to
 * /jouw-resultaat), failed, invalid email, empty fields, profanity found. Validation itself is
 * `checkCertificateForm` of the catalogues (spec 1 §5); this reducer only moves between states.
 */

/** A name field of the certificate form. */
export type CertificateNameField = 'firstName' | 'insertion' | 'lastName';

/** The state of the certificate form. */
export type CertificateFormState =
  | { readonly status: 'initial' }
  /** CreateCertificate and the login call are under way. */
  | { readonly status: 'loading' }
  /** Done: `certificateId` is null when no certificate was asked for (not achieved). */
  | { readonly status: 'loaded'; readonly certificateId: string | null }
  | { readonly status: 'failed' }
  | { readonly status: 'invalid email' }
  | { readonly status: 'empty fields'; readonly fields: readonly CertificateNameField[] }
  | { readonly status: 'profanity found'; readonly fields: readonly CertificateNameField[] };

/** Events of the certificate form. */
export type CertificateFormEvent =
  /** The visitor pressed submit; `problem` is what `checkCertificateForm` found (null: none). */
  | { readonly type: 'submitted'; readonly problem: CertificateFormProblem | null }
  | { readonly type: 'succeeded'; readonly certificateId: string | null }
  | { readonly type: 'failed' };

/** The first state. */
export const initialCertificateFormState: CertificateFormState = Object.freeze({ status: 'initial' });

/** The certificate form reducer. */
export function certificateFormReducer(
  state: CertificateFormState,
  event: CertificateFormEvent,
): CertificateFormState {
  switch (event.type) {
    case 'submitted':
      // A second press while sending, or after success, does nothing (submit is disabled then too).
      if (state.status === 'loading' || state.status === 'loaded') return state;
      if (event.problem === null) return { status: 'loading' };
      switch (event.problem.kind) {
        case 'invalidEmail':
          return { status: 'invalid email' };
        case 'emptyFields':
          return { status: 'empty fields', fields: event.problem.fields };
        case 'profanity':
          return { status: 'profanity found', fields: event.problem.fields };
      }
      return state;
    case 'succeeded':
      return state.status === 'loading' ? { status: 'loaded', certificateId: event.certificateId } : state;
    case 'failed':
      return state.status === 'loading' ? { status: 'failed' } : state;
  }
}

/** The fields a state marks invalid (spec 1 §5: a profanity hit marks the fields). */
export function invalidCertificateFields(
  state: CertificateFormState,
): readonly (CertificateNameField | 'email')[] {
  switch (state.status) {
    case 'invalid email':
      return ['email'];
    case 'empty fields':
    case 'profanity found':
      return state.fields;
    default:
      return [];
  }
}
