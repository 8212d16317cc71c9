import type {
  Answer,
  ApiResult,
  RandomSource,
  TeachingActivityKind,
  TeachingActivityWithContent,
} from '@dementie/api-client';
import { correctCount, shuffledAnswers } from '../domain/answers';
import type { PlayerActivity } from '../domain/course';
import { type FeedbackResult, maxPoints, scoredResult } from '../domain/feedback';
import { canCheck } from '../domain/selection';
import type { TrainingBackend } from '../store/backend';

/** The kinds of activity the player knows; each has its folder under `activity-kinds/`. */
export type ActivityKindName = 'click' | 'statement' | 'drag' | 'flip-card' | 'info-slide';

/**
 * How a question is answered: `pick-one` marks the chosen answer at once and moves on (spec 3 §4
 * single-pick click questions); `select-then-check` collects answers until the check button.
 */
export type AnsweringStyle = 'pick-one' | 'select-then-check';

/** The rules of one activity kind. Pure functions, except `loadAnswers` which calls the backend. */
export interface ActivityKind {
  readonly name: ActivityKindName;
  /** The activity kind on the wire this kind shows. */
  readonly teachingKind: TeachingActivityKind;
  /** For the info-slide question, which has a click and a drag variant: true for the drag one. */
  readonly dragVariant?: boolean;
  /** False for content that has no answers (the info slide). */
  readonly question: boolean;
  readonly answering: AnsweringStyle;
  /** True when showing the activity marks it done, worth its content's MaxScore (spec 3 §4). */
  readonly doneWhenShown: boolean;
  /** The backend call that gives the answers. */
  loadAnswers(backend: TrainingBackend, activityId: number): Promise<ApiResult<Answer[]>>;
  /** The answers in the order the player shows them (spec 3 §7), for a run's seed. */
  orderAnswers(answers: readonly Answer[], seed: string | RandomSource): Answer[];
  /** Whether the check button may be used (spec 3 §4). */
  canCheck(selected: readonly number[], answers: readonly Answer[], done: boolean): boolean;
  /** The answer ids to mark, or undefined when nothing may be sent yet (spec 3 §5 "Answering"). */
  answerIdsToSend(selected: readonly number[], answers: readonly Answer[]): number[] | undefined;
  /** The feedback result of the marked answers (spec 3 §5). */
  result(answers: readonly Answer[], selected: readonly number[]): FeedbackResult;
  /** The most a learner can earn on the question (spec 3 §5). */
  maxScore(answers: readonly Answer[]): number;
  /**
   * A selection kept across a reload was made against the answers of that moment: what is left of
   * it against the answers of now.
   */
  restoreSelection(stored: readonly number[], answers: readonly Answer[]): readonly number[];
}

/**
 * A selection restored after a reload keeps only ids that still exist, at most as many as there
 * are correct answers (spec 3 §4 drag and flip rules), so the check button's rule holds.
 */
export function keepValidSelection(stored: readonly number[], answers: readonly Answer[]): readonly number[] {
  return stored.filter((id) => answers.some((a) => a.id === id)).slice(0, correctCount(answers));
}

/** The check button rule shared by the question kinds: exactly the number of correct answers chosen. */
export function checkWhenCorrectCountChosen(
  selected: readonly number[],
  answers: readonly Answer[],
  done: boolean,
): boolean {
  return canCheck(selected, correctCount(answers), done);
}

/** Sends every selected answer, if there is one (spec 3 §5: the info-slide question). */
export function sendSelected(selected: readonly number[]): number[] | undefined {
  return selected.length > 0 ? [...selected] : undefined;
}

/**
 * The info-slide question in its click or drag variant (spec 3 §2, §4). Both take the info slide's
 * answers, shuffled per run, checked at the number of correct answers, sent as chosen. Click is a
 * single choice, marked at once, worth the largest single correct score; drag fills a box with as
 * many answers as there are correct ones, then is checked, worth the sum of the correct scores
 * (spec 3 §5).
 */
export function infoSlideQuestionKind(variant: 'click' | 'drag'): ActivityKind {
  const singleChoice = variant === 'click';
  return {
    teachingKind: 'InfoSlideMultipleChoiceQuestion',
    question: true,
    doneWhenShown: false,
    loadAnswers: (backend, id) => backend.infoSlideAnswers(id),
    orderAnswers: shuffledAnswers,
    canCheck: checkWhenCorrectCountChosen,
    answerIdsToSend: sendSelected,
    restoreSelection: keepValidSelection,
    name: variant,
    dragVariant: !singleChoice,
    answering: singleChoice ? 'pick-one' : 'select-then-check',
    result: (answers, selected) => scoredResult(answers, selected, singleChoice),
    maxScore: (answers) => maxPoints(answers, singleChoice),
  };
}

/** What an activity kind's view receives (no answers for kinds without them). */
export interface ActivityKindViewProps {
  readonly activity: PlayerActivity;
  readonly content: TeachingActivityWithContent;
  readonly answers: readonly Answer[];
}
