import { type Answer, type RandomSource, seededRandom, shuffle } from '@dementie/api-client';
import type { QuestionKind } from './course';

/**
 * The seed of a question's answer order: fixed per run, so a reload (or another device) shows
 * the same order for the whole run (spec 3 §7 "shuffled by the client").
 */
export function answerSeed(runId: string, questionId: number): string {
  return `${runId}:${questionId}`;
}

/**
 * Answers in the order the player shows them (spec 3 §7): statements by ItemOrderNumber; flip-card
 * and info-slide answers shuffled with the run's seed. The server order is normalised first (by id)
 * so the same seed always gives the same order whatever order a backend answers in.
 */
export function orderAnswers(
  kind: QuestionKind,
  answers: readonly Answer[],
  seed: string | RandomSource,
): Answer[] {
  if (kind === 'MultipleChoiceStatement') {
    return [...answers].sort((a, b) => a.itemOrderNumber - b.itemOrderNumber);
  }
  const normalised = [...answers].sort((a, b) => a.id - b.id);
  return shuffle(normalised, typeof seed === 'string' ? seededRandom(seed) : seed);
}

/** The number of correct answers: how many must be chosen before checking (spec 3 §5). */
export function correctCount(answers: readonly Answer[]): number {
  return answers.filter((answer) => answer.isCorrect).length;
}
