import { SPECIAL_ACTIVITY_ID, type TeachingActivityKind } from '@dementie/api-client';

/*
 * The server's marking rules (decision 0024, spec 3 §5 "Feedback result"). Pure functions: the routes
 * decide who may mark, these decide what a mark is worth.
 */

/** What marking needs to know of an answer. */
export interface ScoringAnswer {
  readonly id: number;
  readonly isCorrect: boolean;
  readonly score: number;
}

/** What marking needs to know of an activity. */
export interface ScoringActivity {
  readonly id: number;
  readonly kind: TeachingActivityKind;
  readonly shouldDragAnswer: boolean;
  /** Points of an info slide (0 for every other kind). */
  readonly points: number;
  readonly answers: readonly ScoringAnswer[];
}

/** The outcome kinds of a mark (api-client project choice, spec 3 §5 result kinds). */
export type Outcome = 'FullyCorrect' | 'PartiallyCorrect' | 'Wrong';

const QUESTION_KINDS: ReadonlySet<TeachingActivityKind> = new Set([
  'InfoSlideMultipleChoiceQuestion',
  'FlipCardMultipleChoiceQuestion',
  'MultipleChoiceStatement',
]);

const SUMMARY_KINDS: ReadonlySet<TeachingActivityKind> = new Set([
  'SummaryPage',
  'SecondSummaryPage',
  'CertificateFormPage',
]);

/** A question: it is marked with chosen answers. */
export function isQuestion(kind: TeachingActivityKind): boolean {
  return QUESTION_KINDS.has(kind);
}

/** Summary, second summary and certificate form pages: shown at the end, never scored. */
export function isSummaryKind(kind: TeachingActivityKind): boolean {
  return SUMMARY_KINDS.has(kind);
}

/**
 * Activities that count for progress and completion: info slides and questions. Summary pages
 * become Done when shown (spec 3 §4) but do not hold a run back; activity 100000 is special and
 * excluded from counts (spec 3 §3).
 */
export function countsForProgress(activity: {
  readonly id: number;
  readonly kind: TeachingActivityKind;
}): boolean {
  return activity.id !== SPECIAL_ACTIVITY_ID && !isSummaryKind(activity.kind);
}

/**
 * Single choice: a statement, or the click variant of an info-slide question, which is marked on
 * selecting one answer (spec 3 §4 "single-pick click questions on selecting an answer").
 */
export function isSingleChoice(activity: Pick<ScoringActivity, 'kind' | 'shouldDragAnswer'>): boolean {
  return (
    activity.kind === 'MultipleChoiceStatement' ||
    (activity.kind === 'InfoSlideMultipleChoiceQuestion' && !activity.shouldDragAnswer)
  );
}

/** How many answers are correct: drag and flip-card questions need exactly that many (spec 3 §5). */
export function correctCount(activity: ScoringActivity): number {
  return activity.answers.filter((answer) => answer.isCorrect).length;
}

/**
 * The maximum of an activity (spec 3 §5): the sum of the correct answers' scores, or the largest
 * correct score for a single choice; statements score nothing; an info slide its own points.
 */
export function maxScoreOf(activity: ScoringActivity): number {
  if (activity.kind === 'InfoSlide') return Math.max(0, activity.points);
  if (!isQuestion(activity.kind) || activity.kind === 'MultipleChoiceStatement') return 0;
  const correct = activity.answers
    .filter((answer) => answer.isCorrect)
    .map((answer) => Math.max(0, answer.score));
  if (correct.length === 0) return 0;
  return isSingleChoice(activity) ? Math.max(...correct) : correct.reduce((sum, score) => sum + score, 0);
}

/** Why a set of chosen answers cannot be marked (answered as 400 with this reason). */
export type AnswerProblem = { readonly reason: string };

/**
 * Checks the shape of a choice for this activity. Ids must already be known to belong to the
 * activity. Plain slides and summary pages take no answers; statements and click questions exactly
 * one; drag and flip-card questions between one and the number of correct answers (spec 3 §4-§5:
 * one may select only up to the correct-answer count), so choosing every card cannot buy points.
 */
export function checkChoice(activity: ScoringActivity, answerIds: readonly number[]): AnswerProblem | null {
  if (new Set(answerIds).size !== answerIds.length)
    return { reason: 'AnswerIds contains the same answer twice' };
  if (!isQuestion(activity.kind)) {
    return answerIds.length === 0 ? null : { reason: `a ${activity.kind} takes no answers` };
  }
  if (answerIds.length === 0) return { reason: 'choose at least one answer' };
  if (isSingleChoice(activity)) {
    return answerIds.length === 1 ? null : { reason: `a ${activity.kind} takes exactly one answer` };
  }
  const limit = Math.max(1, correctCount(activity));
  return answerIds.length <= limit ? null : { reason: `choose at most ${limit} answers` };
}

/** Points and outcome of a valid choice. */
export interface Mark {
  readonly points: number;
  readonly maxPoints: number;
  readonly outcome: Outcome;
}

/**
 * Scores a valid choice (spec 3 §5): points = the sum of the chosen answers' scores (kept between 0
 * and the maximum); statements are always fully correct with no points; fully correct when the
 * points reach the maximum, partially correct above 0, otherwise wrong. An info slide gives its points.
 */
export function scoreChoice(activity: ScoringActivity, answerIds: readonly number[]): Mark {
  const maxPoints = maxScoreOf(activity);
  if (activity.kind === 'MultipleChoiceStatement' || !isQuestion(activity.kind)) {
    return { points: maxPoints, maxPoints, outcome: 'FullyCorrect' };
  }
  const chosen = new Set(answerIds);
  const sum = activity.answers
    .filter((answer) => chosen.has(answer.id))
    .reduce((total, answer) => total + answer.score, 0);
  const points = Math.min(maxPoints, Math.max(0, sum));
  if (maxPoints > 0) {
    const outcome: Outcome = points >= maxPoints ? 'FullyCorrect' : points > 0 ? 'PartiallyCorrect' : 'Wrong';
    return { points, maxPoints, outcome };
  }
  // A question whose correct answers carry no points: judge by correctness alone.
  const correctChosen = activity.answers.filter((answer) => chosen.has(answer.id) && answer.isCorrect).length;
  const outcome: Outcome =
    correctChosen === chosen.size && correctChosen >= Math.min(1, correctCount(activity))
      ? 'FullyCorrect'
      : correctChosen > 0
        ? 'PartiallyCorrect'
        : 'Wrong';
  return { points, maxPoints, outcome };
}

/** Percent progress, whole and clamped to 0-100 (spec 3 §5). */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((100 * done) / total)));
}
