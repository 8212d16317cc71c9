import type { TrackingRecord } from '@dementie/api-client';

/*
 * Tracking events of spec 3 §7: training_start, training_process (training name, step, sub step),
 * training_complete, training_result_page, video start/pause/complete with training name, step and
 * sub step, and the virtual page view /training-gestart. The player hands them to its host's
 * `onEvent` and sends nothing itself; `pushToDataLayer` is one adapter a host may pass.
 */

/** Where in the training an event happens: chapter number and activity number (1-based). */
export interface TrainingPlace {
  readonly training_name: string;
  readonly step: number;
  readonly sub_step: number;
}

/** Every event the player pushes. */
export type PlayerTrackingEvent =
  | { readonly event: 'training_start'; readonly training_name: string }
  /**
   * A step, with its tracking record (spec 3 §3): pageKind 'training', trainingsId the course,
   * questionId the activity. The player knows no accounts: its userId is null, for the host to fill.
   */
  | ({ readonly event: 'training_process' } & TrainingPlace & TrackingRecord)
  | { readonly event: 'training_complete'; readonly training_name: string }
  | { readonly event: 'training_result_page'; readonly training_name: string }
  | ({ readonly event: 'video_start' | 'video_pause' | 'video_complete' } & TrainingPlace)
  | { readonly event: 'virtual_page_view'; readonly page_path: string };

/**
 * Receives tracking events (the player's `onEvent`). Returning `false` says the event was not sent
 * (e.g. no consent yet): the player then does not count a once-per-run event as sent. Any other
 * answer (none included) counts as sent.
 */
export type TrackFunction = (event: PlayerTrackingEvent) => unknown;

/**
 * An `onEvent` adapter for a tag manager: pushes each event onto `window.dataLayer` (created when
 * missing). The player never uses it by itself; a host passes it (`onEvent={pushToDataLayer}`),
 * after its own consent check if it needs one. Reads `window` only when called, so server rendering
 * is safe; does nothing without a window.
 */
export const pushToDataLayer: TrackFunction = (event) => {
  if (typeof window === 'undefined') return;
  const holder = window as unknown as { dataLayer?: unknown[] };
  holder.dataLayer ??= [];
  holder.dataLayer.push({ ...event });
};
