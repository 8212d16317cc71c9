import { randomUUID } from 'node:crypto';
import type { Notifications } from '../db/notifications';

/**
 * What changed, as the caches of every process need to hear it (decision 0064):
 * - `content`: CMS pages, menus and media (a content load);
 * - `search`: the search index or its synonyms;
 * - `redirects`: the redirect table;
 * - `documents`: an editor saved a document of an activity or answer (decision 0045);
 * - `pictures`: an editor deleted a picture, so content that showed it is served without it;
 * - `certificates`: a certificate was issued (the counter on pages grows);
 * - `erasure`: an account was erased (decision 0011), so nothing derived from it may be served.
 */
export const CHANGE_TOPICS = [
  'content',
  'search',
  'redirects',
  'documents',
  'pictures',
  'certificates',
  'erasure',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

type Listener = () => void;

/** The channel all processes of one installation listen on (named per schema by the transport). */
export const CHANGES_CHANNEL = 'dementie_changes';

function isTopic(value: unknown): value is ChangeTopic {
  return typeof value === 'string' && (CHANGE_TOPICS as readonly string[]).includes(value);
}

/**
 * Tells the caches of every process that data behind them changed. `publish` runs this process's
 * listeners at once and, on PostgreSQL, sends the topic to the other processes over LISTEN/NOTIFY,
 * whose listeners then run within milliseconds. When the listening connection was lost, every
 * listener runs once it is back, because what changed meanwhile is unknown. On PGlite (one process)
 * only the in-process path exists.
 */
export class ChangeFeed {
  /** Tells this process's own notifications (already handled at publish) from the others'. */
  readonly processId = randomUUID();
  private readonly listeners = new Map<ChangeTopic, Listener[]>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly notifications: Notifications | null) {}

  /** Starts hearing the other processes; call once, before the caches fill. */
  async start(): Promise<void> {
    if (!this.notifications || this.stop) return;
    this.stop = await this.notifications.listen(
      CHANGES_CHANNEL,
      (payload) => this.received(payload),
      () => {
        for (const topic of CHANGE_TOPICS) this.run(topic);
      },
    );
  }

  /** Calls `listener` whenever any process publishes one of `topics`. */
  on(topics: ChangeTopic | readonly ChangeTopic[], listener: Listener): void {
    for (const topic of [topics].flat()) {
      this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
    }
  }

  /**
   * Says that `topic` changed: after the change is committed, so the others read the new data.
   * A failed send is not the publisher's failure (its write stands): the others then see the change
   * when their caches expire, as before this feed existed.
   */
  async publish(topic: ChangeTopic): Promise<void> {
    this.run(topic);
    if (!this.notifications) return;
    await this.notifications
      .notify(CHANGES_CHANNEL, JSON.stringify({ topic, from: this.processId }))
      .catch(() => undefined);
  }

  async close(): Promise<void> {
    const stop = this.stop;
    this.stop = null;
    await stop?.();
  }

  private received(payload: string): void {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { topic, from } = message as { topic?: unknown; from?: unknown };
    if (from === this.processId || !isTopic(topic)) return;
    this.run(topic);
  }

  private run(topic: ChangeTopic): void {
    for (const listener of this.listeners.get(topic) ?? []) {
      // A listener only drops a cache; one that throws must not keep the others stale.
      try {
        listener();
      } catch {}
    }
  }
}
