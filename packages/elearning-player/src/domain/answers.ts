import { type Answer, type RandomSource, seededRandom, shuffle } from '@dementie/api-client';

/**
 * The seed of a question's answer order: fixed per run, so a reload (or another device) shows
 * the same order for the whole run (spec 3 §7 "shuffled by the client").
 */
export function answerSeed(runId: string, questionId: number): string {
  return `${runId}:${questionId}`;
}

/** Statements show their answers by ItemOrderNumber (spec 3 §7). */
export function byItemOrder(answers: readonly Answer[]): Answer[] {
  return [...answers].sort((a, b) => a.itemOrderNumber - b.itemOrderNumber);
}

/**
 * Flip-card and info-slide answers are shuffled with the run's seed (spec 3 §7). The server order
 * is normalised first (by id) so the same seed always gives the same order whatever order a
 * backend answers in.
 */
export function shuffledAnswers(answers: readonly Answer[], seed: string | RandomSource): Answer[] {
  const normalised = [...answers].sort((a, b) => a.id - b.id);
  return shuffle(normalised, typeof seed === 'string' ? seededRandom(seed) : seed);
}

/** The number of correct answers: how many must be chosen before checking (spec 3 §5). */
export function correctCount(answers: readonly Answer[]): number {
  return answers.filter((answer) => answer.isCorrect).length;
}
