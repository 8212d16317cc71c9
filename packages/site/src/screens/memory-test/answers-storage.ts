import type { MemoryTest } from '@dementie/api-client';
import { type MemoryTestAnswers, parseStoredAnswers, questionKey } from './scoring';

/*
 * Where the answers live: sessionStorage, in this tab only. They survive a reload (and going back
 * and forth), but are gone when the visitor closes the tab or window. The memory test is about health:
 * on a shared computer (a library, a family tablet) the next person should not find the answers, so
 * localStorage, which keeps them for good, is the wrong place. Nothing is ever sent to a server.
 */

const KEY_PREFIX = 'dementie.memory-test.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the test still works, only without surviving a reload.
    return null;
  }
}

/** The stored answers for this questionnaire, or the empty ones. */
export function readAnswers(test: MemoryTest): MemoryTestAnswers {
  const raw = storage()?.getItem(KEY_PREFIX + test.variant);
  if (!raw) return parseStoredAnswers(test, null);
  try {
    return parseStoredAnswers(test, JSON.parse(raw));
  } catch {
    return parseStoredAnswers(test, null);
  }
}

/** Keeps the answers in this tab. */
export function writeAnswers(test: MemoryTest, state: MemoryTestAnswers): void {
  try {
    storage()?.setItem(
      KEY_PREFIX + test.variant,
      JSON.stringify({ questions: questionKey(test), answers: state.answers, age: state.age }),
    );
  } catch {
    // A full or blocked storage: the answers stay in memory for this visit.
  }
}

/** Forgets the answers (start again). */
export function clearAnswers(test: MemoryTest): void {
  try {
    storage()?.removeItem(KEY_PREFIX + test.variant);
    storage()?.removeItem(`${KEY_PREFIX + test.variant}.reported`);
  } catch {
    // Nothing to forget.
  }
}

/**
 * Whether this completion was already reported to analytics (a reload of the result page reports
 * nothing new). Returns true the first time and marks it.
 */
export function firstCompletion(test: MemoryTest): boolean {
  const store = storage();
  const key = `${KEY_PREFIX + test.variant}.reported`;
  try {
    if (store?.getItem(key)) return false;
    store?.setItem(key, '1');
  } catch {
    // Without storage every result page counts once per render of the result.
  }
  return true;
}
