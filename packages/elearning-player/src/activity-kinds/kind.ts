import type {
  Answer,
  ApiResult,
  EDITABLE_FIELDS,
  RandomSource,
  TeachingActivityKind,
  TeachingActivityWithContent,
} from '@dementie/api-client';
import { correctCount, shuffledAnswers } from '../domain/answers';
import type { PlayerActivity } from '../domain/course';
import { type FeedbackResult, maxPoints, scoredResult } from '../domain/feedback';
import { canCheck } from '../domain/selection';
import type { TrainingBackend } from '../store/backend';

/**
 * How a question is answered: `pick-one` marks the chosen answer at once and moves on (spec 3 §4
 * single-pick click questions); `select-then-check` collects answers until the check button.
 */
export type AnsweringStyle = 'pick-one' | 'select-then-check';

/**
 * What a gesture sees of one question and may change: its selection (spec 3 §3 SelectedAnswerIds)
 * and its expanded answers (ExpandedAnswers, e.g. cards turned to their back).
 */
export interface AnswerState {
  readonly selected: readonly number[];
  readonly expanded: readonly number[];
}

/** What a gesture is made with: the answer it is made on, the question's answers, whether it is Done. */
export interface GestureInput {
  readonly answerId: number;
  readonly answers: readonly Answer[];
  readonly done: boolean;
}

/**
 * How one gesture of the learner on an answer (a click, a toggle, a drop, a turn) changes the
 * question: the parts of its {@link AnswerState} it changes; a part left out stays as it is.
 */
export type Gesture = (state: AnswerState, input: GestureInput) => Partial<AnswerState>;

/** The gesture a kind answers when none is named: a click on an answer, a drop into the box. */
export const SELECT_GESTURE = 'select';

/** The rules of one activity kind. Pure functions, except `loadAnswers` which calls the backend. */
export interface ActivityKind<Name extends string = string> {
  /** The kind's name: its folder under `activity-kinds/` and its key in `views.ts`. */
  readonly name: Name;
  /** The activity kind on the wire this kind shows. */
  readonly teachingKind: TeachingActivityKind;
  /**
   * For a wire kind shown by two kinds, told apart by its content's ShouldDragAnswer: true for the
   * one that drags, false for the other; undefined when the wire kind has one kind.
   */
  readonly dragVariant?: boolean;
  /** The field of the activity's own editable document (spec 3 §3 question fields). */
  readonly documentField: (typeof EDITABLE_FIELDS)[number];
  /**
   * True when no answer is right or wrong: the question asks for an opinion, so its feedback page
   * thanks the learner and shows no verdicts (spec 3 §5).
   */
  readonly asksOpinion?: boolean;
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
  /**
   * The gestures the kind's view makes on an answer, by name, and what each changes (Adapt's model
   * per component): the store applies them and knows no kind by name. `select` is the default one.
   */
  readonly gestures: Readonly<Record<string, Gesture>>;
}

/** The single-choice gesture: the answer clicked is the selection (spec 3 §4). */
export const pickOne: Gesture = (_state, { answerId }) => ({ selected: [answerId] });

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

/** Sends every selected answer, if there is one (spec 3 §5). */
export function sendSelected(selected: readonly number[]): number[] | undefined {
  return selected.length > 0 ? [...selected] : undefined;
}

/**
 * A choice question scored by its answers' scores (spec 3 §2, §4, §5): answers shuffled per run,
 * checked at the number of correct answers, sent as chosen. A single choice is marked at once and
 * worth the largest single correct score; otherwise answers are selected until checked, worth the
 * sum of the correct scores.
 */
export function scoredChoiceQuestion<Name extends string>(
  kind: Pick<
    ActivityKind<Name>,
    'name' | 'teachingKind' | 'dragVariant' | 'loadAnswers' | 'gestures' | 'documentField'
  > & {
    readonly singleChoice: boolean;
  },
): ActivityKind<Name> {
  const { singleChoice, ...own } = kind;
  return {
    ...own,
    question: true,
    doneWhenShown: false,
    orderAnswers: shuffledAnswers,
    canCheck: checkWhenCorrectCountChosen,
    answerIdsToSend: sendSelected,
    restoreSelection: keepValidSelection,
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
