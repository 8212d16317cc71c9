import type { BrandId } from '@dementie/i18n-catalogues';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { act, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryStorage, type KeyValueStorage } from '../domain/storage';
import type { PlayerTrackingEvent } from '../domain/tracking';
import { demoCourse } from '../testing/demo-course';
import { createManualTimers, type ManualTimers } from '../testing/manual-timers';
import {
  createMemoryTrainingBackend,
  type MemoryCourse,
  type MemoryRunState,
  type MemoryTrainingBackend,
} from '../testing/memory-backend';
import { TrainingPlayer, type TrainingPlayerProps } from '../ui/training-player';
import { OUR_SITE_WAYS_OUT } from './site-ways-out';

export { OUR_SITE_WAYS_OUT };

/** Options of {@link renderPlayer}. */
export interface RenderPlayerOptions {
  readonly run?: MemoryRunState;
  readonly brand?: BrandId;
  readonly course?: MemoryCourse;
  readonly backend?: MemoryTrainingBackend;
  readonly session?: KeyValueStorage;
  readonly local?: KeyValueStorage;
  /** Inside the brand's root element (language, brand, `dm-root`), as a site page holds the player. */
  readonly inBrandRoot?: boolean;
  /**
   * Mount it as another team's app does: none of our site's ways out (close, exit, landing and result
   * pages) and no `onEvent`. Default false: the ways out our sites pass ({@link OUR_SITE_WAYS_OUT}) and
   * an `onEvent` that collects `events`.
   */
  readonly foreignHost?: boolean;
  readonly props?: Partial<TrainingPlayerProps>;
}

/** What {@link renderPlayer} gives a test. */
export interface RenderedPlayer extends RenderResult {
  readonly backend: MemoryTrainingBackend;
  readonly timers: ManualTimers;
  /** The tracking events, in order (none for a foreign host, which passes no `onEvent`). */
  readonly events: PlayerTrackingEvent[];
  readonly session: KeyValueStorage;
  readonly local: KeyValueStorage;
  readonly user: ReturnType<typeof userEvent.setup>;
  /** Moves the manual timers on by `ms`, inside `act`. */
  readonly advance: (ms: number) => void;
}

/**
 * Renders the player on a memory backend (the demo course by default) with manual timers, memory
 * storage and reduced motion; gives what a test drives and reads: the backend, the timers, the
 * tracked events, the storages, a user and `advance` for the timers.
 */
export function renderPlayer(options: RenderPlayerOptions = {}): RenderedPlayer {
  const brand = options.brand ?? 'dementie';
  const course = options.course ?? demoCourse;
  const backend = options.backend ?? createMemoryTrainingBackend(course, { run: options.run ?? {} });
  const timers = createManualTimers();
  const events: PlayerTrackingEvent[] = [];
  const session = options.session ?? createMemoryStorage();
  const local = options.local ?? createMemoryStorage();
  const user = userEvent.setup();
  const player: ReactNode = (
    <I18nProvider brand={brand}>
      <TrainingPlayer
        courseId={course.id}
        trainingName="Dementie herkennen"
        backend={backend}
        timers={timers}
        {...(options.foreignHost ? {} : { ...OUR_SITE_WAYS_OUT, onEvent: (event) => events.push(event) })}
        sessionStorage={session}
        localStorage={local}
        currentPath={`/trainingen/${course.id}`}
        reducedMotion
        {...options.props}
      />
    </I18nProvider>
  );
  const view = render(
    options.inBrandRoot ? (
      <div lang="nl" data-brand={brand} className="dm-root">
        {player}
      </div>
    ) : (
      player
    ),
  );
  const advance = (ms: number) => act(() => timers.advance(ms));
  return { ...view, backend, timers, events, session, local, user, advance };
}
