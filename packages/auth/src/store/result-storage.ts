/*
 * Session storage of the training result (spec 1 §3: "Session storage holds the training result
 * course id, the certificate id and the minimum acceptable score"). The keys are defined once, in
 * api-client, and shared with the player, which writes them when a run ends.
 */

import { trainingResultSessionKeys } from '@dementie/api-client';

/** The session-storage keys of the training result, shared by the player and the result page. */
export const resultStorageKeys = trainingResultSessionKeys;

/** What the result page and certificate overview read. */
export interface StoredResult {
  readonly courseId: number | null;
  readonly runId: string | null;
  readonly certificateId: string | null;
  readonly minAcceptableScore: number | null;
}

/** The part of `Storage` used here, so tests can pass a Map-backed fake. */
export type ResultStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's session storage, or null on the server or when storage is blocked. */
export function browserSessionStorage(): ResultStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Safari in some private modes and blocked third-party contexts throw on access.
    return null;
  }
}

function readNumber(storage: ResultStorage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function readText(storage: ResultStorage, key: string): string | null {
  const raw = storage.getItem(key);
  return raw === null || raw.trim() === '' ? null : raw;
}

/** Reads the remembered result; every part is null when storage is missing. */
export function readStoredResult(storage: ResultStorage | null): StoredResult {
  if (!storage) return { courseId: null, runId: null, certificateId: null, minAcceptableScore: null };
  return {
    courseId: readNumber(storage, resultStorageKeys.courseId),
    runId: readText(storage, resultStorageKeys.runId),
    certificateId: readText(storage, resultStorageKeys.certificateId),
    minAcceptableScore: readNumber(storage, resultStorageKeys.minAcceptableScore),
  };
}

/** Remembers the certificate made in this session (the owner view reads it, spec 1 §6). */
export function rememberCertificateId(storage: ResultStorage | null, certificateId: string): void {
  try {
    storage?.setItem(resultStorageKeys.certificateId, certificateId);
  } catch {
    // A full or blocked storage only costs the owner view after a reload.
  }
}

/**
 * Remembers a finished run for the result page (the player calls this when a run ends) and forgets
 * an older certificate id, so the result page does not jump to a previous certificate.
 */
export function rememberTrainingResult(
  storage: ResultStorage | null,
  result: { readonly courseId: number; readonly runId: string; readonly minAcceptableScore?: number },
): void {
  if (!storage) return;
  try {
    storage.setItem(resultStorageKeys.courseId, String(result.courseId));
    storage.setItem(resultStorageKeys.runId, result.runId);
    storage.removeItem(resultStorageKeys.certificateId);
    if (result.minAcceptableScore !== undefined) {
      storage.setItem(resultStorageKeys.minAcceptableScore, String(result.minAcceptableScore));
    }
  } catch {
    // Ignored: see rememberCertificateId.
  }
}
