import type { PlayerTrackingEvent } from '@dementie/elearning-player';

/*
 * What the embed page tells the page that frames it (decision 0085), with
 * `window.parent.postMessage`. Every message is a plain object with `source: 'dementie-player'`, a
 * `type` and the course it is about; the README's table documents them for other teams.
 */

/** The `source` of every message, so a page with other frames can tell ours apart. */
export const EMBED_MESSAGE_SOURCE = 'dementie-player';

/** A message of the embed page to its parent. */
export type EmbedMessage =
  /** The player is on the page and sends from now on. */
  | { readonly source: typeof EMBED_MESSAGE_SOURCE; readonly type: 'ready'; readonly courseId: number }
  /** The document's height in CSS pixels, at the start and at every change: size the iframe to it. */
  | {
      readonly source: typeof EMBED_MESSAGE_SOURCE;
      readonly type: 'resize';
      readonly courseId: number;
      readonly height: number;
    }
  /** One of the player's tracking events (spec 3 §7), as the player gives it. */
  | {
      readonly source: typeof EMBED_MESSAGE_SOURCE;
      readonly type: 'event';
      readonly courseId: number;
      readonly event: PlayerTrackingEvent;
    }
  /** The certificate form made a certificate: its id (its page is /jouw-resultaat/{certificateId}). */
  | {
      readonly source: typeof EMBED_MESSAGE_SOURCE;
      readonly type: 'certificate';
      readonly courseId: number;
      readonly certificateId: string;
    };

/** A message without its `source`, as the page gives it to {@link ParentMessenger.post}. */
export type EmbedMessageBody = EmbedMessage extends infer M
  ? M extends EmbedMessage
    ? Omit<M, 'source'>
    : never
  : never;

/** The parts of `window` the messenger reads. */
export interface EmbedWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> | undefined };
  readonly document: { readonly referrer: string };
}

/**
 * The origin of the page that frames this one, or null when it is not framed or cannot be known.
 * `location.ancestorOrigins` (Chromium, Safari) names it exactly; elsewhere the document's referrer
 * does, which the parent's default referrer policy sends as its origin. A parent that sends no
 * referrer (`referrerpolicy="no-referrer"`) gets no messages in those browsers.
 */
export function parentOrigin(view: EmbedWindow): string | null {
  if (!view.parent || (view.parent as unknown) === view) return null;
  const ancestors = view.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return originOf(ancestors[0]);
  return originOf(view.document.referrer);
}

function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const origin = new URL(address).origin;
    // An opaque origin ('null': a sandboxed frame, a data: page) is nobody we may talk to.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a parent at `origin` may hear the player: this site itself ('self'), or one of the origins
 * the server allows to frame the page (the same list it writes in the page's frame-ancestors).
 */
export function mayTalkTo(origin: string | null, ownOrigin: string, allowed: readonly string[]): boolean {
  return origin !== null && (origin === ownOrigin || allowed.includes(origin));
}

/** The origins of the page field the server writes (space-separated), each reduced to an origin. */
export function readAllowedOrigins(field: string | null): string[] {
  return (field ?? '')
    .split(/\s+/)
    .map((item) => originOf(item))
    .filter((origin): origin is string => origin !== null);
}

/** Sends the embed page's messages to its parent, or nothing when that parent may not hear them. */
export interface ParentMessenger {
  /** The parent's origin the messages go to; null when none are sent. */
  readonly target: string | null;
  post(message: EmbedMessageBody): void;
}

/**
 * The messenger of one embed page. Messages go to the parent's own origin only, never `'*'`: the
 * browser drops one whose target is not the parent's origin at that moment, so a page that took the
 * frame over (or a referrer that no longer holds) hears nothing.
 */
export function createParentMessenger(view: EmbedWindow, allowed: readonly string[]): ParentMessenger {
  const origin = parentOrigin(view);
  const target = mayTalkTo(origin, view.location.origin, allowed) ? origin : null;
  return {
    target,
    post(message) {
      if (target === null || !view.parent) return;
      try {
        view.parent.postMessage({ source: EMBED_MESSAGE_SOURCE, ...message }, target);
      } catch {
        // A message that cannot be cloned, or a parent gone: the player goes on without it.
      }
    },
  };
}

/** The height to size the frame to: the whole document, in whole CSS pixels. */
export function documentHeight(document: Pick<Document, 'documentElement'>): number {
  return Math.ceil(document.documentElement.getBoundingClientRect().height);
}
