import { describe, expect, it } from 'vitest';
import {
  type CertificateFormState,
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
    expect(certificateFormReducer(initialCertificateFormState, { type: 'submitted', problem: null })).toEqual(
      loading,
    );
  });

  it('maps each problem of checkCertificateForm to its state and marks the fields', () => {
    const invalid = certificateFormReducer(initialCertificateFormState, {
      type: 'submitted',
      problem: { kind: 'invalidEmail' },
    });
    expect(invalid).toEqual({ status: 'invalid email' });
    expect(invalidCertificateFields(invalid)).toEqual(['email']);

    const empty = certificateFormReducer(invalid, {
      type: 'submitted',
      problem: { kind: 'emptyFields', fields: ['lastName'] },
    });
    expect(empty).toEqual({ status: 'empty fields', fields: ['lastName'] });
    expect(invalidCertificateFields(empty)).toEqual(['lastName']);

    const profane = certificateFormReducer(empty, {
      type: 'submitted',
      problem: { kind: 'profanity', fields: ['firstName', 'insertion'] },
    });
    expect(profane).toEqual({ status: 'profanity found', fields: ['firstName', 'insertion'] });
    expect(invalidCertificateFields(profane)).toEqual(['firstName', 'insertion']);

    expect(certificateFormReducer(profane, { type: 'submitted', problem: null })).toEqual(loading);
  });

  it('loading ends loaded (with the certificate id) or failed', () => {
    expect(certificateFormReducer(loading, { type: 'succeeded', certificateId: 'abc' })).toEqual({
      status: 'loaded',
      certificateId: 'abc',
    });
    const failed = certificateFormReducer(loading, { type: 'failed' });
    expect(failed).toEqual({ status: 'failed' });
    expect(certificateFormReducer(failed, { type: 'submitted', problem: null })).toEqual(loading);
  });

  it('ignores a second submit while loading or after success, and late answers', () => {
    expect(certificateFormReducer(loading, { type: 'submitted', problem: null })).toBe(loading);
    const done: CertificateFormState = { status: 'loaded', certificateId: null };
    expect(certificateFormReducer(done, { type: 'submitted', problem: null })).toBe(done);
    expect(certificateFormReducer(initialCertificateFormState, { type: 'failed' })).toBe(
      initialCertificateFormState,
    );
    expect(
      certificateFormReducer(initialCertificateFormState, { type: 'succeeded', certificateId: 'x' }),
    ).toBe(initialCertificateFormState);
  });
});
