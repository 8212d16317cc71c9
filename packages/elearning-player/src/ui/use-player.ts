import type { PlayerState, PlayerStore } from '../store/player-store';
import { type PlayerConfig, usePlayerConfig, usePlayerState, usePlayerStore } from './context';

export { loadedAnswers, selectedAnswerIds } from '../store/player-store';

/** Store, state and settings in one call. */
export function usePlayerStoreState(): {
  readonly store: PlayerStore;
  readonly state: PlayerState;
  readonly config: PlayerConfig;
} {
  return { store: usePlayerStore(), state: usePlayerState(), config: usePlayerConfig() };
}
