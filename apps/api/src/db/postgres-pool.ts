// The PostgreSQL connection pool of a server process, bounded in time so that no request waits on a
// database that stopped answering (a frozen or overloaded server, a dropped network): decision
// 0090.
import pg, { type ClientConfig, type PoolClient, type PoolConfig } from 'pg';
import { ANSWER_GRACE_MS, DatabaseNotAnswering, DEFAULT_RETRY_MS, KEEPALIVE_DELAY_MS } from './answer-limits';

export interface BoundedPoolOptions {
  /** Statement limit (ms); 0: none (the client's limit then stays off too). */
  queryTimeoutMs: number;
  /** Wait for a connection (ms). */
  connectTimeoutMs: number;
  /** See {@link DEFAULT_RETRY_MS}. */
  retryMs?: number;
  /** Pool size. */
  max?: number;
}

/**
 * Whether the database answers, as the pool's connections saw it last. After a failure (silence on an
 * open connection past the limit) new queries are refused at once; one query per `retryMs` is let through as a
 * try, and the first answer opens the way again. So a page that asks the database several times waits
 * for the first failure only, and a frozen database is not piled up with connections.
 */
export class AnswerWatch {
  private failedAt: number | null = null;
  private tryStartedAt: number | null = null;

  constructor(
    private readonly retryMs: number,
    /** How long a try may stay unsettled before another is let through (its own limits passed). */
    private readonly tryLimitMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether the database failed to answer and has not answered since. */
  get failing(): boolean {
    return this.failedAt !== null;
  }

  /** 'go' while the database answers; after a failure 'try' once per `retryMs`, else 'refuse'. */
  admit(): 'go' | 'try' | 'refuse' {
    if (this.failedAt === null) return 'go';
    const now = this.now();
    const trying = this.tryStartedAt !== null && now - this.tryStartedAt < this.tryLimitMs;
    if (trying || now - this.failedAt < this.retryMs) return 'refuse';
    this.tryStartedAt = now;
    return 'try';
  }

  /** The database answered (a result or an error of its own): queries go again. */
  answered(): void {
    this.failedAt = null;
    this.tryStartedAt = null;
  }

  /** No answer in time on an open connection, or a try that got no connection. */
  failed(): void {
    this.failedAt = this.now();
    this.tryStartedAt = null;
  }
}

type Callback = (error: Error | null, result?: unknown) => void;

/** Whether `error` is the database's own answer (an SQL error), not a lost or refused connection. */
function isAnswer(error: unknown): boolean {
  return error instanceof pg.DatabaseError;
}

/**
 * A client whose every query has a time limit: past it the connection is closed (the query and any
 * queued behind it fail with {@link DatabaseNotAnswering}; the pool drops the connection) and `watch`
 * hears of it. A broken connection that was checked out never ends the process.
 */
function boundedClientClass(watch: AnswerWatch, answerLimitMs: number) {
  return class BoundedClient extends pg.Client {
    constructor(config?: string | ClientConfig) {
      super(config);
      // Its queries fail with the error; the pool hears of it while the client is idle.
      this.on('error', () => undefined);
      if (answerLimitMs <= 0) return;
      const send = this.query.bind(this) as (...args: unknown[]) => unknown;
      (this as { query: unknown }).query = (...args: unknown[]) => this.bounded(send, args);
    }

    private bounded(send: (...args: unknown[]) => unknown, args: unknown[]): unknown {
      const first = args[0] as { submit?: unknown; callback?: unknown } | undefined;
      // Cursors and streams manage their own reads; this server has none.
      if (typeof first?.submit === 'function') return send(...args);
      let settled = false;
      const timer = setTimeout(() => {
        // An event loop that was held up (a long render, a starved CPU) runs its timers before it reads
        // the sockets: an answer that came meanwhile is read first, and only silence closes the connection.
        setImmediate(() => {
          if (settled) return;
          watch.failed();
          const stream = (this as unknown as { connection: { stream: { destroy(error: Error): void } } })
            .connection.stream;
          stream.destroy(new DatabaseNotAnswering(`the database did not answer within ${answerLimitMs} ms`));
        });
      }, answerLimitMs);
      timer.unref();
      const settle = (error: unknown) => {
        settled = true;
        clearTimeout(timer);
        if (!error || isAnswer(error)) watch.answered();
      };
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: Error | null, result?: unknown) => {
          settle(error);
          (callback as Callback)(error, result);
        };
        return send(...args);
      }
      if (typeof first?.callback === 'function') {
        const own = first.callback as Callback;
        first.callback = (error: Error | null, result?: unknown) => {
          settle(error);
          own(error, result);
        };
        return send(...args);
      }
      const result = send(...args) as Promise<unknown>;
      result.then(
        () => settle(null),
        (error: unknown) => settle(error),
      );
      return result;
    }
  };
}

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: () => void) => void;

/**
 * A pool of {@link boundedClientClass} clients that refuses new queries at once while `watch` says the
 * database is failing (see {@link AnswerWatch}), with TCP keepalive and the server's statement limit
 * set on every connection.
 */
export function createBoundedPool(config: ClientConfig, options: BoundedPoolOptions) {
  const answerLimitMs = options.queryTimeoutMs > 0 ? options.queryTimeoutMs + ANSWER_GRACE_MS : 0;
  const watch = new AnswerWatch(
    options.retryMs ?? DEFAULT_RETRY_MS,
    options.connectTimeoutMs + Math.max(answerLimitMs, options.connectTimeoutMs),
  );

  class BoundedPool extends pg.Pool {
    override connect(): Promise<PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<PoolClient> | undefined {
      const admission = watch.admit();
      if (admission === 'refuse') {
        const error = new DatabaseNotAnswering(
          'the database did not answer a moment ago; it is tried again shortly',
        );
        if (!callback) return Promise.reject(error);
        process.nextTick(() => callback(error, undefined, () => undefined));
        return;
      }
      // A try that got no connection (none opened, or every one is stuck) is a failure. Otherwise only
      // silence on an open connection is (above): a new connection that is slow to open on a busy
      // machine, or a wait for a busy pool, fails its own query but does not turn the others away.
      const failed = (error: Error | undefined) => {
        if (error && admission === 'try') watch.failed();
      };
      if (!callback) {
        return super.connect().catch((error: Error) => {
          failed(error);
          throw error;
        });
      }
      super.connect((error, client, done) => {
        failed(error);
        callback(error, client, done);
      });
    }
  }

  const poolConfig: PoolConfig = {
    ...config,
    ...withLimits(config, options),
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs,
    Client: boundedClientClass(watch, answerLimitMs),
  };
  const pool = new BoundedPool(poolConfig);
  // A new connection opened: the database answers.
  pool.on('connect', () => watch.answered());
  return { pool, watch };
}

/** TCP keepalive, a connection time limit and (when set) the server's statement limit for `config`. */
export function withLimits(
  config: ClientConfig,
  options: Pick<BoundedPoolOptions, 'queryTimeoutMs' | 'connectTimeoutMs'>,
): ClientConfig {
  return {
    ...config,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    connectionTimeoutMillis: options.connectTimeoutMs,
    ...(options.queryTimeoutMs > 0 ? { statement_timeout: options.queryTimeoutMs } : {}),
  };
}
