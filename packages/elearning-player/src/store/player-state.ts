import { type Answer, type AsyncResult, type CourseResult, unloaded } from '@dementie/api-client';
import { type ActivityId, type EndingContent, findActivity, type PlayerActivity } from '../domain/course';
import { type PlayerMachineState, shownSelection } from '../domain/player-machine';
import type { KeyValueStorage } from '../domain/storage';
import type { TrackFunction } from '../domain/tracking';
import type { PlayerTimers, SaveState } from './answer-outbox';
import type { TrainingBackend } from './backend';
import { type ContentState, failedForNow } from './content-cache';

/*
 * The player store's state and what it is made from, apart from the modules that change it, so
 * each of them (answering, page loading, tracking, the run's bookkeeping) reads one definition.
 */

/**
 * Everything the player shows: the machine's navigation and answering state, the loaded content
 * and what the run's I/O adds. Plain data; components derive the rest with the domain functions.
 */
export interface PlayerState extends PlayerMachineState, ContentState {
  readonly courseId: number;
  /** Delivery of answers the server has not acknowledged yet. */
  readonly saving: Readonly<Record<string, SaveState>>;
  /** MinAcceptableScore of the last marking (spec 3 §7), from session storage at start. */
  readonly minAcceptableScore: number | undefined;
  readonly result: AsyncResult<CourseResult>;
  /** The course's own ending content (summary, second summary, certificate form page) by kind. */
  readonly ending: EndingContent;
  /** The certificate already made for this run in this tab, if any (spec 1 §3 session storage). */
  readonly certificateId: string | undefined;
}

/** What {@link createPlayerStore} needs. */
export interface PlayerStoreDeps {
  readonly backend: TrainingBackend;
  readonly courseId: number;
  /** Training name in tracking events. Default `training {courseId}`. */
  readonly trainingName?: string | undefined;
  /** Session storage (MinAcceptableScore, result course id, position). Default: in memory. */
  readonly sessionStorage?: KeyValueStorage | undefined;
  /** Local storage for answers not yet saved. Default: in memory. */
  readonly localStorage?: KeyValueStorage | undefined;
  /** Tracking sink (spec 3 §7). Default: nothing. */
  readonly track?: TrackFunction | undefined;
  /** Timers. Default: the global ones. */
  readonly timers?: PlayerTimers | undefined;
  /** Debug mode: Next is never locked (spec 3 §4). */
  readonly debug?: boolean | undefined;
  /** Open the player as a second attempt ('Training opnieuw doen' from the result page). */
  readonly restart?: boolean | undefined;
}

/** The key of an activity in the state's records. */
export const key = (id: ActivityId | number) => String(id);

/** What the store keeps for one run beyond the machine's part: empty at the start and for a second attempt. */
export const noRunContent = {
  contents: {},
  answers: {},
  saving: {},
  summary: unloaded,
  result: unloaded,
  certificateId: undefined,
} as const satisfies Partial<PlayerState>;

/** Whether something the page shown needs failed for a passing reason (see {@link failedForNow}). */
export function pageWaitsForConnection(state: PlayerState): boolean {
  const position = state.position;
  if (!position || state.run.kind !== 'loaded') return false;
  const located = findActivity(state.chapters, position.activityId);
  if (!located) return false;
  const { activity } = located;
  if (typeof activity.id === 'number') {
    const id = key(activity.id);
    return failedForNow(state.contents[id]) || failedForNow(state.answers[id]);
  }
  return (
    (activity.contentId !== undefined && failedForNow(state.contents[key(activity.contentId)])) ||
    failedForNow(state.summary) ||
    failedForNow(state.result)
  );
}

/** The answers of a question once loaded, else an empty list. */
export function loadedAnswers(state: PlayerState, activityId: ActivityId): readonly Answer[] {
  const result = state.answers[key(activityId)];
  return result?.kind === 'loaded' ? result.value : [];
}

/** The selection shown for an activity: the marked answers once Done, else the client's selection. */
export function selectedAnswerIds(state: PlayerState, activity: PlayerActivity): readonly number[] {
  return shownSelection(state, activity);
}
