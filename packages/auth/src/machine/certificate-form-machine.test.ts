import { describe, expect, it } from 'vitest';
import {
  type CertificateFormState,
  certificateFieldProblem,
  certificateFormReducer,
  initialCertificateFormState,
  invalidCertificateFields,
} from './certificate-form-machine';

const loading: CertificateFormState = { status: 'loading' };

describe('certificate form machine (spec 1 §4)', () => {
  it('starts initial', () => {
    expect(initialCertificateFormState).toEqual({ status: 'initial' });
    expect(invalidCertificateFields(initialCertificateFormState)).toEqual([]);
  });

  it('a form without problems goes to loading', () => {
    expect(certificateFormReducer(initialCertificateFormState, { type: 'submitted', problems: [] })).toEqual(
      loading,
    );
  });

  it('maps the first problem to its state, keeps every problem and marks every field', () => {
    const invalid = certificateFormReducer(initialCertificateFormState, {
      type: 'submitted',
      problems: [{ kind: 'invalidEmail' }],
    });
    expect(invalid).toEqual({ status: 'invalid email', problems: [{ kind: 'invalidEmail' }] });
    expect(invalidCertificateFields(invalid)).toEqual(['email']);
    expect(certificateFieldProblem(invalid, 'email')).toBe('invalidEmail');
    expect(certificateFieldProblem(invalid, 'firstName')).toBeUndefined();

    const empty = certificateFormReducer(invalid, {
      type: 'submitted',
      problems: [{ kind: 'emptyFields', fields: ['lastName'] }],
    });
    expect(empty).toMatchObject({ status: 'empty fields' });
    expect(invalidCertificateFields(empty)).toEqual(['lastName']);

    const profane = certificateFormReducer(empty, {
      type: 'submitted',
      problems: [{ kind: 'profanity', fields: ['firstName', 'insertion'] }],
    });
    expect(profane).toMatchObject({ status: 'profanity found' });
    expect(invalidCertificateFields(profane)).toEqual(['firstName', 'insertion']);

    // All at once: the state is the first problem's, and every field is marked with its own problem.
    const all = certificateFormReducer(profane, {
      type: 'submitted',
      problems: [
        { kind: 'invalidEmail' },
        { kind: 'emptyFields', fields: ['firstName'] },
        { kind: 'profanity', fields: ['lastName'] },
      ],
    });
    expect(all.status).toBe('invalid email');
    expect(invalidCertificateFields(all)).toEqual(['email', 'firstName', 'lastName']);
    expect(certificateFieldProblem(all, 'firstName')).toBe('emptyFields');
    expect(certificateFieldProblem(all, 'lastName')).toBe('profanity');

    expect(certificateFormReducer(all, { type: 'submitted', problems: [] })).toEqual(loading);
  });

  it('loading ends loaded (with the certificate id) or failed', () => {
    expect(certificateFormReducer(loading, { type: 'succeeded', certificateId: 'abc' })).toEqual({
      status: 'loaded',
      certificateId: 'abc',
    });
    const failed = certificateFormReducer(loading, { type: 'failed' });
    expect(failed).toEqual({ status: 'failed' });
    expect(certificateFormReducer(failed, { type: 'submitted', problems: [] })).toEqual(loading);
  });

  it('ignores a second submit while loading or after success, and late answers', () => {
    expect(certificateFormReducer(loading, { type: 'submitted', problems: [] })).toBe(loading);
    const done: CertificateFormState = { status: 'loaded', certificateId: null };
    expect(certificateFormReducer(done, { type: 'submitted', problems: [] })).toBe(done);
    expect(certificateFormReducer(initialCertificateFormState, { type: 'failed' })).toBe(
      initialCertificateFormState,
    );
    expect(
      certificateFormReducer(initialCertificateFormState, { type: 'succeeded', certificateId: 'x' }),
    ).toBe(initialCertificateFormState);
  });
});
