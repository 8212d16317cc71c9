import type { ClientConfig } from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY between the processes on one database (decision 0064): how a process
 * tells the others that data behind their caches changed. Channels are named per schema, so test
 * suites (a schema each) and several installations on one server never hear each other.
 */
export interface Notifications {
  /** Sends `payload` to every listener of `channel` on this database, this process's own included. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Listens on `channel` on a connection of its own until the returned function is called. After a lost
   * connection it connects again (waiting 0.5 s, 1 s, 2 s, ... at most 30 s) and then calls `onResumed`:
   * notifications sent meanwhile were missed, so the listener must assume everything changed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResumed: () => void,
  ): Promise<() => Promise<void>>;
}

/** Channel names are identifiers of at most 63 bytes; ours are lower-case letters, digits and `_`. */
export function channelName(base: string, pgSchema: string | undefined): string {
  const name = `${base}_${pgSchema ?? 'public'}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid channel name ${name}`);
  return name;
}

const MAX_RETRY_MS = 30_000;

/** LISTEN/NOTIFY on PostgreSQL: `query` sends on the shared pool, each listener has a client of its own. */
export function postgresNotifications(
  clientConfig: ClientConfig,
  query: (text: string, values: unknown[]) => Promise<unknown>,
  pgSchema: string | undefined,
): Notifications {
  return {
    async notify(channel, payload) {
      await query('select pg_notify($1, $2)', [channelName(channel, pgSchema), payload]);
    },
    async listen(channel, onMessage, onResumed) {
      const name = channelName(channel, pgSchema);
      const { Client } = (await import('pg')).default;
      let client: InstanceType<typeof Client> | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      let retryMs = 500;

      async function connect(): Promise<void> {
        const next = new Client(clientConfig);
        next.on('notification', (message) => {
          if (message.channel === name && message.payload !== undefined) onMessage(message.payload);
        });
        // A lost connection (database restart, network): listen again, then say what was missed.
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        try {
          await next.connect();
          await next.query(`listen ${name}`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        client = next;
        retryMs = 500;
      }

      function lost(which: InstanceType<typeof Client>) {
        if (stopped || client !== which) return;
        client = null;
        which.end().catch(() => undefined);
        schedule();
      }

      function schedule() {
        if (stopped || retry) return;
        retry = setTimeout(async () => {
          retry = undefined;
          try {
            await connect();
            onResumed();
          } catch {
            retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
            schedule();
          }
        }, retryMs);
        retry.unref();
      }

      await connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const open = client;
        client = null;
        await open?.end().catch(() => undefined);
      };
    },
  };
}
