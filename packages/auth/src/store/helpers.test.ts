import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/fake-api';
import { antiForgeryTokenFromPage, readAntiForgeryToken } from './anti-forgery';
import { hasLoginHint } from './link-hint';
import {
  readStoredResult,
  rememberCertificateId,
  rememberTrainingResult,
  resultStorageKeys,
} from './result-storage';

describe('anti-forgery token from the hidden page field (spec 1 §7)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the default field csrf, at request time', () => {
    const read = antiForgeryTokenFromPage();
    expect(read()).toBeUndefined();
    document.body.innerHTML = '<input type="hidden" name="csrf" value="abc123">';
    expect(read()).toBe('abc123');
  });

  it('reads a configured field name, also by id', () => {
    document.body.innerHTML = '<input type="hidden" id="__RequestVerificationToken" value="x1">';
    expect(readAntiForgeryToken('__RequestVerificationToken')).toBe('x1');
  });

  it('ignores visible inputs and empty values', () => {
    document.body.innerHTML =
      '<input type="text" name="csrf" value="typed"><input type="hidden" name="t" value=" ">';
    expect(readAntiForgeryToken()).toBeUndefined();
    expect(readAntiForgeryToken('t')).toBeUndefined();
  });

  it('gives undefined without a document (server rendering)', () => {
    expect(readAntiForgeryToken('csrf', undefined)).toBeUndefined();
  });
});

describe('same-browser hint cookie (decision 0002)', () => {
  it('is present only with a non-empty value of the exact name', () => {
    expect(hasLoginHint('dm_link_requested', 'a=1; dm_link_requested=1')).toBe(true);
    expect(hasLoginHint('dm_link_requested', 'dm_link_requested=')).toBe(false);
    expect(hasLoginHint('dm_link_requested', 'xdm_link_requested=1')).toBe(false);
    expect(hasLoginHint('dm_link_requested', '')).toBe(false);
  });
});

describe('result session storage (spec 1 §3)', () => {
  it('reads numbers and ids, null when absent or blocked', () => {
    expect(readStoredResult(null)).toEqual({
      courseId: null,
      runId: null,
      certificateId: null,
      minAcceptableScore: null,
    });
    const storage = memoryStorage({
      [resultStorageKeys.courseId]: '3',
      [resultStorageKeys.minAcceptableScore]: 'x',
    });
    expect(readStoredResult(storage)).toEqual({
      courseId: 3,
      runId: null,
      certificateId: null,
      minAcceptableScore: null,
    });
  });

  it('a new result forgets the previous certificate id', () => {
    const storage = memoryStorage();
    rememberCertificateId(storage, 'old');
    rememberTrainingResult(storage, { courseId: 5, runId: 'r', minAcceptableScore: 18 });
    expect(readStoredResult(storage)).toEqual({
      courseId: 5,
      runId: 'r',
      certificateId: null,
      minAcceptableScore: 18,
    });
    rememberCertificateId(storage, 'new');
    expect(readStoredResult(storage).certificateId).toBe('new');
  });
});
