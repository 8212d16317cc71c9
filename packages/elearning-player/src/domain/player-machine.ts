import type { AsyncResult } from '@dementie/api-client';
import { loading, unloaded } from '@dementie/api-client';
import {
  findActivity,
  isQuestionKind,
  type PlayerChapter,
  type Position,
  SUMMARY_PAGE_ID,
  updateActivity,
} from './course';
import { editorNeighbours, navigationAvailability, nextPosition, previousPosition } from './navigation';

/*
 * The player's navigation and answering as a pure machine (spec 3 §4): events in, state out, no
 * I/O. The store sends it events and does the loading, saving, timers and tracking around it.
 */

/** The started run. */
export interface RunInfo {
  readonly runId: string;
  readonly isNewRun: boolean;
}

/** The part of the player's state the machine owns. */
export interface PlayerMachineState {
  /** The run: unloaded before the start, loading while it opens, failed, or open. */
  readonly run: AsyncResult<RunInfo>;
  readonly chapters: readonly PlayerChapter[];
  readonly position: Position | undefined;
  /** SelectedAnswerIds of questions not yet Done (spec 3 §3). */
  readonly selections: Readonly<Record<string, readonly number[]>>;
  /** ExpandedAnswers: answers opened by a gesture of their kind, e.g. cards turned to their back (spec 3 §3). */
  readonly expanded: Readonly<Record<string, readonly number[]>>;
  /** True while an auto-advance is pending (previous is hidden then). */
  readonly locked: boolean;
  /** True once the certificate button turned the summary page into the certificate form page. */
  readonly certificatePage: boolean;
  readonly infoModalOpen: boolean;
  /**
   * The editor's view (admin mode, spec 3 §6): no run exists then: nothing is marked, no points,
   * no certificate flow, no tracking, and Next/Previous go activity to activity without answering.
   */
  readonly editing: boolean;
}

/** What happens to the player. */
export type PlayerEvent =
  /** A run is asked for (learner) or the preview outline (editor): everything of a run is forgotten. */
  | { readonly type: 'run requested'; readonly editing: boolean }
  | { readonly type: 'run not opened'; readonly result: AsyncResult<RunInfo> }
  | {
      readonly type: 'run opened';
      readonly run: RunInfo;
      readonly chapters: readonly PlayerChapter[];
      readonly selections: Readonly<Record<string, readonly number[]>>;
    }
  /** A page is shown. */
  | { readonly type: 'entered'; readonly position: Position }
  | { readonly type: 'selected'; readonly activityId: number; readonly selection: readonly number[] }
  /** The client marked a question or slide: Done at once, the answer goes to the server. */
  | {
      readonly type: 'marked';
      readonly activityId: number;
      readonly answerIds: readonly number[];
      readonly points: number;
    }
  /** The server acknowledged a marking with its progress and points. */
  | {
      readonly type: 'acknowledged';
      readonly activityId: number;
      readonly progress: number;
      readonly points: number;
    }
  | { readonly type: 'auto-advance started' }
  | { readonly type: 'auto-advance ended' }
  /** A gesture of the question's kind opened or closed answers (the kind decides when it may). */
  | { readonly type: 'expanded'; readonly activityId: number; readonly expanded: readonly number[] }
  | { readonly type: 'certificate form opened' }
  | { readonly type: 'info modal toggled'; readonly open: boolean };

/** Everything that belongs to one run: empty at the start and again for a second attempt. */
export const noRun = {
  run: unloaded,
  chapters: [],
  position: undefined,
  selections: {},
  expanded: {},
  certificatePage: false,
} as const satisfies Partial<PlayerMachineState>;

/** The machine before anything happened. */
export const initialPlayerMachineState: PlayerMachineState = {
  ...noRun,
  locked: false,
  infoModalOpen: false,
  editing: false,
};

const key = (id: number | string) => String(id);

/**
 * The machine's transition. Generic so the store's fuller state passes through unchanged; returns
 * the same object when nothing changes.
 */
export function playerReducer<S extends PlayerMachineState>(state: S, event: PlayerEvent): S {
  switch (event.type) {
    case 'run requested':
      return { ...state, ...noRun, editing: event.editing, run: loading };
    case 'run not opened':
      return { ...state, run: event.result };
    case 'run opened':
      return {
        ...state,
        run: { kind: 'loaded', value: event.run },
        chapters: event.chapters,
        selections: event.selections,
      };
    case 'entered': {
      const located = findActivity(state.chapters, event.position.activityId);
      // Going elsewhere leaves the certificate form page, even when the target is unknown.
      if (!located) return state.certificatePage ? { ...state, certificatePage: false } : state;
      const { activity } = located;
      // Only a question has a feedback view (spec 3 §4).
      const view =
        event.position.view === 'feedback' && isQuestionKind(activity.kind) ? 'feedback' : 'question';
      const entered = {
        ...state,
        position: { activityId: activity.id, view },
        infoModalOpen: false,
        certificatePage: false,
      };
      // The summary page becomes Done automatically when shown (spec 3 §4); not in the editor's view.
      if (activity.id !== SUMMARY_PAGE_ID || state.editing) return entered;
      return {
        ...entered,
        chapters: updateActivity(state.chapters, SUMMARY_PAGE_ID, (a) => ({
          ...a,
          status: { ...a.status, status: 'Done' },
        })),
      };
    }
    case 'selected':
      return { ...state, selections: { ...state.selections, [key(event.activityId)]: event.selection } };
    case 'marked':
      return {
        ...state,
        chapters: updateActivity(state.chapters, event.activityId, (activity) => ({
          ...activity,
          status: { ...activity.status, status: 'Done', points: event.points },
          chosenAnswerIds: [...event.answerIds],
        })),
      };
    case 'acknowledged':
      return {
        ...state,
        chapters: updateActivity(state.chapters, event.activityId, (activity) => ({
          ...activity,
          status: { status: 'Done', progress: event.progress, points: event.points },
        })),
      };
    case 'auto-advance started':
      return state.locked ? state : { ...state, locked: true };
    case 'auto-advance ended':
      return state.locked ? { ...state, locked: false } : state;
    case 'expanded':
      return { ...state, expanded: { ...state.expanded, [key(event.activityId)]: event.expanded } };
    case 'certificate form opened':
      return { ...state, certificatePage: true };
    case 'info modal toggled':
      return { ...state, infoModalOpen: event.open };
  }
}

/**
 * Where Next or Previous leads from the current page, if anywhere: the editor walks every page; a
 * learner goes only where the navigation rules (`learner`'s view of them) let the button act.
 */
function neighbourTarget(
  state: PlayerMachineState,
  direction: 'next' | 'previous',
  learner: { readonly answersLoaded: boolean; readonly locked: boolean; readonly debug: boolean },
): Position | undefined {
  const position = state.position;
  if (!position) return undefined;
  if (state.editing) return editorNeighbours(state.chapters, position)[direction];
  const availability = navigationAvailability({ chapters: state.chapters, position, ...learner });
  if (direction === 'next') {
    return availability.nextLocked ? undefined : nextPosition(state.chapters, position);
  }
  return availability.showPrevious ? previousPosition(state.chapters, position) : undefined;
}

/** What Next leads to, if anything: the editor walks every page; a learner only when not locked. */
export function nextTarget(
  state: PlayerMachineState,
  input: { readonly answersLoaded: boolean; readonly debug: boolean },
): Position | undefined {
  return neighbourTarget(state, 'next', {
    answersLoaded: input.answersLoaded,
    locked: false,
    debug: input.debug,
  });
}

/** What Previous leads to, if anything. */
export function previousTarget(
  state: PlayerMachineState,
  input: { readonly debug: boolean },
): Position | undefined {
  // Hidden on locked pages (spec 3 §4): a late click on the button that just went away does nothing.
  return neighbourTarget(state, 'previous', {
    answersLoaded: true,
    locked: state.locked,
    debug: input.debug,
  });
}

/** The selection shown for an activity: the marked answers once Done, else the client's selection. */
export function shownSelection(
  state: Pick<PlayerMachineState, 'selections'>,
  activity: {
    readonly id: number | string;
    readonly status: { readonly status: string };
    readonly chosenAnswerIds: readonly number[];
  },
): readonly number[] {
  if (activity.status.status === 'Done') return activity.chosenAnswerIds;
  return state.selections[key(activity.id)] ?? [];
}
