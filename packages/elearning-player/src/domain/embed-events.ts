/*
 * Video start/pause/complete from an embedded YouTube or Vimeo player (spec 3 §7 tracking events).
 * An iframe cannot be watched from outside; both hosts report their player's state by postMessage
 * once asked. No host script is loaded for this: the page only talks to the iframe that is already
 * there (and only after the cookie rule of spec 3 §4 let it show).
 */

/** A video event the player tracks. */
export type VideoEvent = 'start' | 'pause' | 'complete';

/** The embed hosts whose players report their state. */
export type EmbedHost = 'youtube' | 'vimeo';

/** The host of an embed address, or null for one that does not report its state. */
export function embedHostOf(url: string): EmbedHost | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(host)) return 'youtube';
  if (host === 'player.vimeo.com') return 'vimeo';
  return null;
}

/**
 * The embed address with the host's player API switched on: YouTube answers postMessage only with
 * `enablejsapi=1`; Vimeo's player always does.
 */
export function withPlayerApi(url: string, host: EmbedHost): string {
  if (host !== 'youtube') return url;
  const parsed = new URL(url);
  parsed.searchParams.set('enablejsapi', '1');
  return parsed.toString();
}

/** The messages that ask the embedded player to report play, pause and end. */
export function subscribeMessages(host: EmbedHost): readonly string[] {
  if (host === 'youtube') {
    return [
      JSON.stringify({ event: 'listening', id: 'ep-video', channel: 'widget' }),
      JSON.stringify({
        event: 'command',
        func: 'addEventListener',
        args: ['onStateChange'],
        id: 'ep-video',
        channel: 'widget',
      }),
    ];
  }
  return ['play', 'pause', 'ended'].map((value) => JSON.stringify({ method: 'addEventListener', value }));
}

/** YouTube's player states (IFrame API): 0 ended, 1 playing, 2 paused. */
const YOUTUBE_STATES: Readonly<Record<number, VideoEvent>> = { 0: 'complete', 1: 'start', 2: 'pause' };
const VIMEO_EVENTS: Readonly<Record<string, VideoEvent>> = {
  play: 'start',
  pause: 'pause',
  ended: 'complete',
  finish: 'complete',
};

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'object' && data !== null) return data as Record<string, unknown>;
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The video event in a message from the embedded player, or null. YouTube sends its state as
 * `onStateChange` (info: the state) or inside `infoDelivery` (info.playerState, repeated while it
 * plays: the caller keeps only changes); Vimeo sends `{ event: 'play' | 'pause' | 'ended' }`.
 */
export function readEmbedMessage(host: EmbedHost, data: unknown): VideoEvent | null {
  const message = parse(data);
  if (!message) return null;
  if (host === 'vimeo')
    return typeof message.event === 'string' ? (VIMEO_EVENTS[message.event] ?? null) : null;
  const info = message.info;
  const state =
    message.event === 'onStateChange'
      ? info
      : message.event === 'infoDelivery' && typeof info === 'object' && info !== null
        ? (info as Record<string, unknown>).playerState
        : undefined;
  return typeof state === 'number' ? (YOUTUBE_STATES[state] ?? null) : null;
}
