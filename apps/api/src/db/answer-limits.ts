/** The `code` of {@link DatabaseNotAnswering}: the error handler answers it 503 (error-handler.ts). */
export const DATABASE_NOT_ANSWERING = 'DATABASE_NOT_ANSWERING';

/**
 * PostgreSQL did not answer in time: a statement got no answer within the query time limit (its
 * connection is closed), or the database failed to answer a moment ago and is not asked again until the
 * pool's next try (postgres-pool.ts). The message names no host, user or query: safe for the log.
 */
export class DatabaseNotAnswering extends Error {
  readonly code = DATABASE_NOT_ANSWERING;

  constructor(message: string) {
    super(message);
    this.name = 'DatabaseNotAnswering';
  }
}

/** How long a statement may run on the server: PostgreSQL cancels it after this (statement_timeout). */
export const DEFAULT_QUERY_TIMEOUT_MS = 2_500;
/** How long a query waits for a connection of the pool, or for a new connection to open. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;
/**
 * The client's own limit is the statement limit plus this: a database that answers cancels its slow
 * statement itself (an answer: the connection stays); only one that says nothing at all hits this limit.
 */
export const ANSWER_GRACE_MS = 500;
/** After the database failed to answer, new queries fail at once until one try per this long succeeds. */
export const DEFAULT_RETRY_MS = 1_000;
/** TCP keepalive: an idle connection whose peer is gone (no reset ever comes) is noticed after about this. */
export const KEEPALIVE_DELAY_MS = 10_000;

/**
 * The longest a query waits in all when the database stops answering: for a connection, then for the
 * answer. Requests answer 503 within this plus their own work (README, operations).
 */
export function answerBoundMs(limits: { connectTimeoutMs: number; queryTimeoutMs: number }): number {
  return limits.connectTimeoutMs + limits.queryTimeoutMs + ANSWER_GRACE_MS;
}
