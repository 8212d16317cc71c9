import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActivityKind } from '../activity-kinds/kind';
import { activityKindOf } from '../activity-kinds/registry';
import type { PlayerActivity } from '../domain/course';
import { initialPlayerMachineState, type PlayerEvent, playerReducer } from '../domain/player-machine';
import { createMemoryStorage, type KeyValueStorage, readMinAcceptableScore } from '../domain/storage';
import type { PlayerTimers } from './answer-outbox';
import type { TrainingBackend } from './backend';
import { key, noRunContent, type PlayerState, type PlayerStoreDeps } from './player-state';

/**
 * What the store's modules share: the zustand store with its machine, the injected I/O with its
 * defaults, and the few questions each of them asks of the state.
 */
export interface StoreContext {
  readonly store: StoreApi<PlayerState>;
  readonly deps: PlayerStoreDeps;
  readonly backend: TrainingBackend;
  readonly courseId: number;
  readonly session: KeyValueStorage;
  readonly local: KeyValueStorage;
  readonly timers: PlayerTimers;
  readonly trainingName: string;
  readonly debug: boolean;
  state(): PlayerState;
  set(patch: Partial<PlayerState>): void;
  /** Sends the pure machine an event; the state changes only when the machine changes it. */
  dispatch(event: PlayerEvent): void;
  /** The learner's run; none while editing, so nothing is marked or kept for it. */
  runId(): string | undefined;
  /** The kind of an activity, with its content's drag flag once loaded. */
  kindOf(activity: PlayerActivity): ActivityKind | undefined;
  /** True from `dispose()` until the next start: answers of calls made before are dropped. */
  disposed: boolean;
}

const defaultTimers: PlayerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The zustand store in its first state, and the context around it. */
export function createStoreContext(deps: PlayerStoreDeps): StoreContext {
  const { backend, courseId } = deps;
  const session = deps.sessionStorage ?? createMemoryStorage();
  const store = createStore<PlayerState>()(() => ({
    ...initialPlayerMachineState,
    ...noRunContent,
    courseId,
    minAcceptableScore: readMinAcceptableScore(session),
    ending: {},
  }));
  const state = () => store.getState();
  return {
    store,
    deps,
    backend,
    courseId,
    session,
    local: deps.localStorage ?? createMemoryStorage(),
    timers: deps.timers ?? defaultTimers,
    trainingName: deps.trainingName ?? `training ${courseId}`,
    debug: deps.debug ?? false,
    state,
    set: (patch) => store.setState(patch),
    dispatch(event) {
      const current = state();
      const next = playerReducer(current, event);
      if (next !== current) store.setState(next, true);
    },
    runId() {
      const { run, editing } = state();
      return run.kind === 'loaded' && !editing ? run.value.runId : undefined;
    },
    kindOf(activity) {
      const content = state().contents[key(activity.id)];
      return activityKindOf(
        activity.kind,
        content?.kind === 'loaded' && content.value.activity.shouldDragAnswer,
      );
    },
    disposed: false,
  };
}
