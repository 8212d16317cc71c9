import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Runtime } from './runtime';

/** The hard cap of a shutdown when `SHUTDOWN_TIMEOUT_MS` is not set. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * How long a shutdown that hit its cap still waits for the database to close. The embedded database
 * (PGlite) writes its files on close; a process that ends before then leaves them to be recovered at
 * the next start.
 */
export const DATABASE_CLOSE_AFTER_CAP_MS = 5_000;

export interface ShutdownOptions {
  runtime: Pick<Runtime, 'beginShutdown' | 'close'>;
  database: Pick<DatabaseHandle, 'close'>;
  /** Every listener of the process: the API port, the brand ports and the metrics port. */
  listeners: readonly FastifyInstance[];
  /** After this the shutdown gives up and answers 'timeout'. Default {@link DEFAULT_SHUTDOWN_TIMEOUT_MS}. */
  timeoutMs?: number;
  /**
   * How long the ports stay open after `/api/ready` turned 503, so the balancer sees it and stops
   * sending before connections are refused. Default 0.
   */
  drainMs?: number;
  /** Waits `ms`; tests pass their own to decide when a wait ends. */
  sleep?: (ms: number) => Promise<void>;
  /** Operator-facing progress lines. */
  log?: (line: string) => void;
}

export type ShutdownResult = 'clean' | 'timeout';

function sleepUnref(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * Stops a server process gracefully (decision 0061), in this order:
 * 1. `/api/ready` answers 503 on every port (answers from then on also say `connection: close`);
 * 2. after `drainMs`, the listeners stop taking connections and wait for the requests in flight, while
 *    the modules stop their background work (the mail worker finishes the mail it is sending and hands
 *    the rest of its batch back to the outbox for another process);
 * 3. the database closes.
 * Resolves 'clean' when all that is done, or 'timeout' when `timeoutMs` passed first (the caller exits 1).
 * At the cap, the connections still open are ended (their requests get no answer) and the database is
 * still closed, waiting at most {@link DATABASE_CLOSE_AFTER_CAP_MS}: never an exit in the middle of
 * the embedded database's writes when that can be helped.
 */
export async function shutdown(options: ShutdownOptions): Promise<ShutdownResult> {
  const sleep = options.sleep ?? sleepUnref;
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const drainMs = options.drainMs ?? 0;
  let databaseClosing: Promise<void> | undefined;
  const closeDatabase = () => {
    databaseClosing ??= options.database.close();
    return databaseClosing;
  };

  const work = async (): Promise<ShutdownResult> => {
    options.runtime.beginShutdown();
    log('not ready any more (/api/ready answers 503)');
    if (drainMs > 0) await sleep(drainMs);
    log('closing the ports; waiting for requests in flight');
    // Modules hold background work only (ModuleRuntime.close), never what a request needs: they stop
    // beside the draining listeners, so the mail worker's hand-back is not held up by a slow request.
    await Promise.allSettled([...options.listeners.map((app) => app.close()), options.runtime.close()]);
    await closeDatabase();
    log('stopped');
    return 'clean';
  };
  const cap = sleep(timeoutMs).then(async (): Promise<ShutdownResult> => {
    log(`not done after ${timeoutMs} ms: ending the connections still open, closing the database`);
    for (const app of options.listeners) app.server.closeAllConnections();
    const closed = closeDatabase().then(
      () => 'database closed',
      () => 'database close failed',
    );
    log(
      await Promise.race([
        closed,
        sleep(DATABASE_CLOSE_AFTER_CAP_MS).then(() => 'database not closed in time'),
      ]),
    );
    return 'timeout';
  });
  return Promise.race([work(), cap]);
}

/** Reads a number of milliseconds from the environment; `fallback` when unset, an error when not a number. */
export function millisecondsFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`${name} must be a whole number of milliseconds, not "${value}"`);
  return ms;
}
