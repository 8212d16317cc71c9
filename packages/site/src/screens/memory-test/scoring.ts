import type { MemoryTest, MemoryTestBand } from '@dementie/api-client';
import { type MemoryTestAge, memoryTestAgeOptions } from '@dementie/i18n-catalogues';

/**
 * The visitor's answers to one questionnaire: per question the chosen option's number (1-5, in the
 * order shown), `null` while open; and the age option. Kept in the browser only (answers-storage.ts).
 */
export interface MemoryTestAnswers {
  readonly answers: readonly (number | null)[];
  readonly age: MemoryTestAge | null;
}

/** Nothing answered yet. */
export function emptyAnswers(test: MemoryTest): MemoryTestAnswers {
  return { answers: test.questions.map(() => null), age: null };
}

/** The answers with question `index` (0-based) set to option `option` (1-5). */
export function withAnswer(state: MemoryTestAnswers, index: number, option: number): MemoryTestAnswers {
  const answers = [...state.answers];
  answers[index] = option;
  return { ...state, answers };
}

/** The numbers (1-based) of the questions still open. */
export function openQuestions(test: MemoryTest, state: MemoryTestAnswers): number[] {
  return test.questions.flatMap((_, index) => {
    const answer = state.answers[index];
    return answer == null || !test.options[answer - 1] ? [index + 1] : [];
  });
}

/** True when every question has an answer and an age is chosen (spec 3 §5). */
export function isComplete(test: MemoryTest, state: MemoryTestAnswers): boolean {
  return openQuestions(test, state).length === 0 && state.age !== null;
}

/**
 * The score: the sum of the chosen options' points (for yourself 0-4 each, 25 questions: 0-100; for
 * someone else 1-5 each, 16 questions: 16-80). `null` while a question is open.
 */
export function memoryTestScore(test: MemoryTest, state: MemoryTestAnswers): number | null {
  let score = 0;
  for (let index = 0; index < test.questions.length; index += 1) {
    const answer = state.answers[index];
    const option = answer == null ? undefined : test.options[answer - 1];
    if (!option) return null;
    score += option.points;
  }
  return score;
}

/** The lowest and highest score this questionnaire can give. */
export function scoreRange(test: MemoryTest): { min: number; max: number } {
  const points = test.options.map((option) => option.points);
  return {
    min: test.questions.length * Math.min(...points),
    max: test.questions.length * Math.max(...points),
  };
}

/** The band a score falls in (the contract makes sure there is exactly one). */
export function bandFor(test: MemoryTest, score: number): MemoryTestBand | undefined {
  return test.bands.find((band) => band.min <= score && score <= band.max);
}

/**
 * Reads stored answers back, trusting nothing: a value from storage that does not fit this
 * questionnaire (an editor changed it, or the value is damaged) gives the empty answers.
 */
export function parseStoredAnswers(test: MemoryTest, raw: unknown): MemoryTestAnswers {
  const empty = emptyAnswers(test);
  if (!raw || typeof raw !== 'object') return empty;
  const { answers, age, questions } = raw as { answers?: unknown; age?: unknown; questions?: unknown };
  if (questions !== questionKey(test) || !Array.isArray(answers) || answers.length !== test.questions.length)
    return empty;
  const valid = answers.every(
    (a) => a === null || (Number.isInteger(a) && (a as number) >= 1 && (a as number) <= test.options.length),
  );
  if (!valid) return empty;
  return {
    answers: answers as (number | null)[],
    age: memoryTestAgeOptions.includes(age as MemoryTestAge) ? (age as MemoryTestAge) : null,
  };
}

/** Which questions the stored answers belong to (their ids), so changed content starts afresh. */
export function questionKey(test: MemoryTest): string {
  return test.questions.map((question) => question.id).join(',');
}
