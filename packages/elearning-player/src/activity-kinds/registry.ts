import type { Answer, RandomSource, TeachingActivityKind } from '@dementie/api-client';
import type { QuestionKind } from '../domain/course';
import type { FeedbackResult } from '../domain/feedback';
import { clickKind } from './click/rules';
import { dragKind } from './drag/rules';
import { flipCardKind } from './flip-card/rules';
import { infoSlideKind } from './info-slide/rules';
import type { ActivityKind } from './kind';
import { statementKind } from './statement/rules';

/** Every activity kind the player shows. Adding a kind: its folder, and one line here. */
export const activityKinds = [
  clickKind,
  dragKind,
  flipCardKind,
  statementKind,
  infoSlideKind,
] as const satisfies readonly ActivityKind[];

/** The names of the kinds the player knows; each has its folder under `activity-kinds/`. */
export type ActivityKindName = (typeof activityKinds)[number]['name'];

/**
 * The kind of an activity. The info-slide question has a click and a drag variant, told apart by
 * its content's ShouldDragAnswer; until the content is loaded the click variant answers (both
 * variants load and order their answers the same way). Undefined for kinds the player does not
 * show on its own (the ending pages, a bare feedback twin).
 */
export function activityKindOf(
  kind: TeachingActivityKind,
  shouldDragAnswer = false,
): ActivityKind<ActivityKindName> | undefined {
  const kinds: readonly ActivityKind<ActivityKindName>[] = activityKinds;
  return kinds.find(
    (entry) =>
      entry.teachingKind === kind &&
      (entry.dragVariant === undefined || entry.dragVariant === shouldDragAnswer),
  );
}

/** The kind of a question; every question kind has one. */
export function questionKindOf(kind: QuestionKind, shouldDragAnswer = false): ActivityKind<ActivityKindName> {
  const found = activityKindOf(kind, shouldDragAnswer);
  if (!found) throw new Error(`No activity kind for ${kind}`);
  return found;
}

/**
 * True for the single-choice questions: statements and the click variant of the info-slide
 * question (spec 3 §4 "single-pick click questions").
 */
export function isSingleChoice(kind: QuestionKind, shouldDragAnswer: boolean): boolean {
  return questionKindOf(kind, shouldDragAnswer).answering === 'pick-one';
}

/**
 * Feedback result (spec 3 §5): statements are always fully correct with no points; otherwise
 * fullyCorrect when earned equals the maximum, partiallyCorrect when above 0, else wrong.
 */
export function feedbackResult(
  kind: QuestionKind,
  answers: readonly Answer[],
  selectedIds: readonly number[],
  shouldDragAnswer = false,
): FeedbackResult {
  return questionKindOf(kind, shouldDragAnswer).result(answers, selectedIds);
}

/**
 * Whether a marking may be sent, and with which answer ids (spec 3 §5 "Answering"). Undefined
 * when nothing may be sent.
 */
export function answerIdsToSend(
  kind: QuestionKind,
  selectedIds: readonly number[],
  answers: readonly Answer[],
): number[] | undefined {
  return questionKindOf(kind).answerIdsToSend(selectedIds, answers);
}

/**
 * Answers in the order the player shows them (spec 3 §7): statements by ItemOrderNumber; flip-card
 * and info-slide answers shuffled with the run's seed.
 */
export function orderAnswers(
  kind: QuestionKind,
  answers: readonly Answer[],
  seed: string | RandomSource,
): Answer[] {
  return questionKindOf(kind).orderAnswers(answers, seed);
}
