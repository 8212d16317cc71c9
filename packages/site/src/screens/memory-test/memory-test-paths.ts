import type { MemoryTestVariant } from '@dementie/api-client';

/** The start page of the memory test; the banner on every page links here. */
export const MEMORY_TEST_PATH = '/geheugentest';

/** The questionnaire pages, by variant (Dutch addresses). */
export const MEMORY_TEST_PATHS: Readonly<Record<MemoryTestVariant, string>> = {
  self: `${MEMORY_TEST_PATH}/voor-mezelf`,
  other: `${MEMORY_TEST_PATH}/over-een-ander`,
};

/** The variant of an address's last part, if it is one. */
export function variantOfSlug(slug: string | undefined): MemoryTestVariant | undefined {
  if (slug === 'voor-mezelf') return 'self';
  if (slug === 'over-een-ander') return 'other';
  return undefined;
}

/** One step of the questionnaire, as the address's query says it. */
export type MemoryTestStep =
  | { readonly kind: 'question'; readonly index: number }
  | { readonly kind: 'age' }
  | { readonly kind: 'result' };

/**
 * `?vraag=3` (question 3, 1-based), `?stap=leeftijd`, `?stap=uitslag`; anything else is question 1.
 * The step is in the address, so the browser's back button, a reload and the check's links all work.
 */
export function stepOf(search: URLSearchParams, questionCount: number): MemoryTestStep {
  const step = search.get('stap');
  if (step === 'leeftijd') return { kind: 'age' };
  if (step === 'uitslag') return { kind: 'result' };
  const number = Number(search.get('vraag'));
  const index = Number.isInteger(number) && number >= 1 && number <= questionCount ? number - 1 : 0;
  return { kind: 'question', index };
}

/** The query of a step. */
export function searchOf(step: MemoryTestStep): string {
  if (step.kind === 'age') return '?stap=leeftijd';
  if (step.kind === 'result') return '?stap=uitslag';
  return `?vraag=${step.index + 1}`;
}
