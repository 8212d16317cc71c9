/*
 * Tracking events of spec 3 §7 as dataLayer pushes: training_start, training_process (training
 * name, step, sub step), training_complete, training_result_page, video start/pause/complete with
 * training name, step and sub step, and the virtual page view /training-gestart.
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
  | ({ readonly event: 'training_process' } & TrainingPlace)
  | { readonly event: 'training_complete'; readonly training_name: string }
  | { readonly event: 'training_result_page'; readonly training_name: string }
  | ({ readonly event: 'video_start' | 'video_pause' | 'video_complete' } & TrainingPlace)
  | { readonly event: 'virtual_page_view'; readonly page_path: string };

/** Receives tracking events; the default pushes them onto `window.dataLayer`. */
export type TrackFunction = (event: PlayerTrackingEvent) => void;

/**
 * The default `track`: pushes onto `window.dataLayer` (created when missing). Reads `window` only
 * when called, so server rendering is safe; does nothing without a window.
 */
export const pushToDataLayer: TrackFunction = (event) => {
  if (typeof window === 'undefined') return;
  const holder = window as unknown as { dataLayer?: unknown[] };
  holder.dataLayer ??= [];
  holder.dataLayer.push({ ...event });
};
