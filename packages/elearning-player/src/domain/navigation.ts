import {
  type ActivityId,
  countActivities,
  countsAsActivity,
  findActivity,
  flattenActivities,
  isQuestionKind,
  type PlayerChapter,
  type Position,
} from './course';

/*
 * Next/previous of spec 3 §4. The pages form one sequence: every activity in course order, and
 * after each question its feedback page ("Next from a question shows its feedback; previous from
 * feedback returns to the question").
 */

/** Every page of the course in order. */
export function coursePositions(chapters: readonly PlayerChapter[]): Position[] {
  return flattenActivities(chapters).flatMap(({ activity }): Position[] =>
    isQuestionKind(activity.kind)
      ? [
          { activityId: activity.id, view: 'question' },
          { activityId: activity.id, view: 'feedback' },
        ]
      : [{ activityId: activity.id, view: 'question' }],
  );
}

function indexOf(positions: readonly Position[], position: Position): number {
  return positions.findIndex((p) => p.activityId === position.activityId && p.view === position.view);
}

/**
 * The page after `position`: the question's feedback, else the next activity in the chapter, else
 * the first of the next chapter (spec 3 §4). Undefined at the end.
 */
export function nextPosition(chapters: readonly PlayerChapter[], position: Position): Position | undefined {
  const positions = coursePositions(chapters);
  const index = indexOf(positions, position);
  return index < 0 ? undefined : positions[index + 1];
}

/**
 * The page before `position`: from feedback its question; from a question the previous activity,
 * on its feedback page when that question is Done (the reverse of next), else on its first page.
 */
export function previousPosition(
  chapters: readonly PlayerChapter[],
  position: Position,
): Position | undefined {
  if (position.view === 'feedback') return { activityId: position.activityId, view: 'question' };
  const activities = flattenActivities(chapters);
  const index = activities.findIndex(({ activity }) => activity.id === position.activityId);
  const previous = index > 0 ? activities[index - 1] : undefined;
  if (!previous) return undefined;
  const done = previous.activity.status.status === 'Done';
  return {
    activityId: previous.activity.id,
    view: isQuestionKind(previous.activity.kind) && done ? 'feedback' : 'question',
  };
}

/** Why Next is locked; announced to screen readers instead of a silent disabled button. */
export type NextLockReason = 'answer-first' | 'answers-loading';

/** What the footer pagination offers on a page. */
export interface NavigationAvailability {
  /** False when the course has a single activity (100000 ignored): no pagination at all. */
  readonly available: boolean;
  readonly showPrevious: boolean;
  readonly hasNext: boolean;
  /** Set when Next exists but may not be used yet. */
  readonly nextLocked: NextLockReason | undefined;
}

/** Inputs of {@link navigationAvailability}. */
export interface AvailabilityInput {
  readonly chapters: readonly PlayerChapter[];
  readonly position: Position;
  /** True once the current question's answers are loaded (feedback needs them). */
  readonly answersLoaded: boolean;
  /**
   * True while an answer is being handled: the 200 ms auto-advance is pending. The page is
   * locked then too, even before the Done status reaches the chapters.
   */
  readonly locked: boolean;
  /** Debug mode lifts the Done requirement (spec 3 §4). */
  readonly debug?: boolean;
}

/**
 * True on a locked question or feedback page (spec 3 §4): the page of a question whose answers
 * are locked, i.e. a question that is Done ("After Done, answers are locked"). Info slides and the
 * summary pages are no question pages, so they are never locked.
 */
export function isLockedPage(chapters: readonly PlayerChapter[], position: Position): boolean {
  const located = findActivity(chapters, position.activityId);
  return (
    located !== undefined &&
    isQuestionKind(located.activity.kind) &&
    located.activity.status.status === 'Done'
  );
}

/**
 * Next/previous availability (spec 3 §4):
 * - navigation is unavailable when the course has only one activity (ignoring id 100000);
 * - previous is hidden on the first activity and on locked question/feedback pages: once a
 *   question is answered, neither its question page nor its feedback page offers Previous (the
 *   learner goes on; the page after it still leads back to its feedback). Debug mode lifts only
 *   the Next rule, not this one;
 * - next exists if a later chapter, activity or feedback exists; it is locked until the current
 *   activity is Done (question and feedback pages) unless debug; on feedback pages also until the
 *   answers have loaded.
 */
export function navigationAvailability(input: AvailabilityInput): NavigationAvailability {
  const { chapters, position } = input;
  const available = countActivities(chapters) > 1;
  const located = findActivity(chapters, position.activityId);
  const first = coursePositions(chapters)[0];
  const isFirst =
    first !== undefined && first.activityId === position.activityId && position.view === 'question';
  const hasNext = nextPosition(chapters, position) !== undefined;
  let nextLocked: NextLockReason | undefined;
  if (located && isQuestionKind(located.activity.kind) && !input.debug) {
    if (located.activity.status.status !== 'Done') nextLocked = 'answer-first';
    else if (position.view === 'feedback' && !input.answersLoaded) nextLocked = 'answers-loading';
  }
  return {
    available,
    showPrevious: available && !isFirst && !input.locked && !isLockedPage(chapters, position),
    hasNext: available && hasNext,
    nextLocked: hasNext ? nextLocked : undefined,
  };
}

/** 1-based step of the current activity among the counted ones, and their total ('stap x van y'). */
export function stepOf(
  chapters: readonly PlayerChapter[],
  activityId: ActivityId,
): { readonly step: number; readonly total: number } {
  const all = flattenActivities(chapters);
  const total = all.filter(({ activity }) => countsAsActivity(activity.id)).length;
  const index = all.findIndex(({ activity }) => activity.id === activityId);
  // Counted activities up to the current one; 100000 and the summary pages do not add a step.
  const step = all.slice(0, index + 1).filter(({ activity }) => countsAsActivity(activity.id)).length;
  return { step: Math.min(Math.max(step, Math.min(1, total)), total), total };
}

/** Progress in percent through the course, clamped 0-100 (spec 3 §5); NaN (empty course) is 0. */
export function progressPercent(step: number, total: number): number {
  const raw = (step / total) * 100;
  if (Number.isNaN(raw)) return 0;
  return Math.min(100, Math.max(0, Math.round(raw)));
}

/**
 * The editor's way through a training (admin mode, spec 3 §6; decision 0049): activity to activity,
 * never a feedback page and never locked, since an editor answers nothing. Previous and next are
 * the neighbouring activities in course order (the summary pages included); undefined at the ends.
 */
export function editorNeighbours(
  chapters: readonly PlayerChapter[],
  position: Position,
): { readonly previous: Position | undefined; readonly next: Position | undefined } {
  const activities = flattenActivities(chapters);
  const index = activities.findIndex(({ activity }) => activity.id === position.activityId);
  const at = (i: number): Position | undefined => {
    const located = index < 0 ? undefined : activities[i];
    return located ? { activityId: located.activity.id, view: 'question' } : undefined;
  };
  return { previous: at(index - 1), next: at(index + 1) };
}

/** Next/previous for an editor: both whenever a neighbouring activity exists, never locked. */
export function editorAvailability(
  chapters: readonly PlayerChapter[],
  position: Position,
): NavigationAvailability {
  const { previous, next } = editorNeighbours(chapters, position);
  return {
    available: previous !== undefined || next !== undefined,
    showPrevious: previous !== undefined,
    hasNext: next !== undefined,
    nextLocked: undefined,
  };
}
