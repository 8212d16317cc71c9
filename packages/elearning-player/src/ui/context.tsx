import type { CourseSummaryPage } from '@dementie/api-client';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import { type MediaUrlResolver, mediaUrlResolver } from '../domain/media-url';
import type { SummaryOutcome } from '../domain/points';
import type { TrackFunction } from '../domain/tracking';
import type { PlayerState, PlayerStore } from '../store/player-store';

/** What the certificate form slot receives (spec 1 §3 certificate form: runId, courseId, score). */
export interface CertificateFormContext {
  readonly runId: string;
  readonly courseId: number;
  readonly score: number;
  readonly maxScore: number;
  readonly minAcceptableScore: number | undefined;
  readonly outcome: SummaryOutcome;
  /** FormTitle / FormDescription of the matching result block (spec 3 §3). */
  readonly formTitle: string;
  readonly formDescription: string;
  readonly spotlerForm: { readonly scriptId: string; readonly formId: string } | undefined;
  readonly summaryPage: CourseSummaryPage;
  /**
   * Where the form sends the learner afterwards: the player's `resultHref` (our sites: /jouw-resultaat,
   * spec 1 §4), or undefined when the host gave none.
   */
  readonly resultHref: string | undefined;
}

/** What a host-provided video player receives. */
export interface VideoSlotProps {
  readonly url: string;
  readonly autoplay: boolean;
  /** Call with 'start', 'pause' or 'complete' so the player can track it (spec 3 §7). */
  readonly onEvent: (event: 'start' | 'pause' | 'complete') => void;
}

/** The info modal's content (spec 3 §2: the 'GOED' modal). */
export interface InfoModalContent {
  readonly title: string;
  readonly body: ReactNode;
}

/** Settings the components read. Filled from `TrainingPlayer` props; a way out the host gave none of is not shown. */
export interface PlayerConfig {
  readonly closeHref: string | undefined;
  readonly onClose: (() => void) | undefined;
  readonly exitHref: string | undefined;
  readonly onExit: (() => void) | undefined;
  readonly resultHref: string | undefined;
  /** Where finishing leads when the course names no landing page. */
  readonly landingHref: string | undefined;
  /** The base the course's root-relative addresses (media, links to our site) are resolved against; '' none. */
  readonly mediaBaseUrl: string;
  readonly currentPath: string;
  /** The page the learner started the training from; the exit pages lead back to it (spec 3 §2). */
  readonly startingPageUrl?: string | undefined;
  readonly navigate: ((href: string) => void) | undefined;
  readonly track: TrackFunction;
  readonly trainingName: string;
  readonly infoModal: InfoModalContent | undefined;
  readonly marketingConsent: boolean;
  readonly onAcceptCookies: (() => void) | undefined;
  readonly renderCertificateForm: ((context: CertificateFormContext) => ReactNode) | undefined;
  readonly renderVideo: ((props: VideoSlotProps) => ReactNode) | undefined;
  readonly reducedMotion: boolean | undefined;
  readonly debug: boolean;
  /** The host's `onFatalError`: told of an error the player cannot go on after (our sites: the offline page). */
  readonly onFatalError: ((error: unknown) => void) | undefined;
}

interface PlayerContextValue {
  readonly store: PlayerStore;
  readonly config: PlayerConfig;
}

const PlayerContext = createContext<PlayerContextValue | null>(null);
PlayerContext.displayName = 'PlayerContext';

/** Provides a store and its settings to the player's components. */
export function PlayerProvider(props: {
  readonly store: PlayerStore;
  readonly config: PlayerConfig;
  readonly children?: ReactNode;
}): ReactNode {
  return <PlayerContext value={{ store: props.store, config: props.config }}>{props.children}</PlayerContext>;
}

function usePlayerContext(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('Player components need a <TrainingPlayer> (or <PlayerProvider>) above them.');
  return value;
}

/** The player store of the nearest player. */
export function usePlayerStore(): PlayerStore {
  return usePlayerContext().store;
}

/** The player's settings. */
export function usePlayerConfig(): PlayerConfig {
  return usePlayerContext().config;
}

/**
 * The resolver of the course's addresses (media, links to our site) against the player's
 * `mediaBaseUrl`; outside a player (a document shown on its own) the identity.
 */
export function useMediaUrl(): MediaUrlResolver {
  const base = useContext(PlayerContext)?.config.mediaBaseUrl ?? '';
  return useMemo(() => mediaUrlResolver(base), [base]);
}

/** The player state; re-renders on every change (the state is small). */
export function usePlayerState(): PlayerState {
  return useStore(usePlayerStore());
}

/**
 * One part of the player state; re-renders only when that part changes. The selector must return
 * a part of the state (or a plain value), not a new object each time.
 */
export function usePlayerSelector<T>(selector: (state: PlayerState) => T): T {
  return useStore(usePlayerStore(), selector);
}
