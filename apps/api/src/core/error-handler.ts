import { redactReportText } from '@dementie/api-client';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_NOT_ANSWERING } from '../db/answer-limits';
import { type ErrorReporter, noErrorReporter } from './error-reporting';

/** One validation problem as the zod validator reports it. */
interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** What the error handler tells besides the log and the error report. */
export interface ErrorHandlerHooks {
  /** A 503 for a database that cannot be reached: counted in the metrics, never reported. */
  databaseUnavailable?: () => void;
}

/**
 * Bad input is a 4xx with a reason, never a 500: zod validation failures answer 400 with
 * the issue list; errors that carry a 4xx status keep it; a database that cannot be reached is a 503
 * (an expected state: logged and counted, not reported); anything else is logged, reported to
 * `reporter` (decision 0063: unexpected errors only, never a 4xx or a 503) and answers 500.
 */
export function createErrorHandler(reporter: ErrorReporter, hooks: ErrorHandlerHooks = {}) {
  return function errorHandler(
    this: FastifyInstance,
    error: FastifyError & { validation?: unknown },
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    return handleError(reporter, hooks, error, request, reply);
  };
}

/** The handler without error reports (tests of the log, and any app without a reporter). */
export const errorHandler = createErrorHandler(noErrorReporter);

function handleError(
  reporter: ErrorReporter,
  hooks: ErrorHandlerHooks,
  error: FastifyError & { validation?: unknown },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.validation) {
    const issues = Array.isArray(error.validation) ? (error.validation as ValidationIssue[]) : [];
    const named = issues
      .slice(0, 3)
      .map((issue) => {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        return `${field || '(whole)'}: ${issue.message ?? 'invalid'}`;
      })
      .join('; ');
    return reply.code(400).send({
      error: 'bad request',
      reason: `invalid ${error.validationContext ?? 'request'}${named ? ` (${named})` : ''}`,
      issues: error.validation,
    });
  }
  if (isDatabaseUnavailable(error)) {
    // The database is gone or every connection stays busy: a passing state, not the request's fault.
    request.log.warn({ err: { code: error.code } }, 'database unavailable');
    hooks.databaseUnavailable?.();
    return reply
      .code(503)
      .header('retry-after', '10')
      .send({ error: 'service unavailable', reason: DATABASE_UNAVAILABLE_REASON });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: 'bad request', reason: error.message });
  }
  // The log gets what an error report gets: a failed query's values stay out (decision 0063).
  request.log.error(
    {
      err: {
        message: redactReportText(error.message),
        code: error.code,
        stack: error.stack === undefined ? undefined : redactReportText(error.stack),
      },
    },
    'unhandled error',
  );
  reporter.capture(error, request);
  return reply.code(500).send({ error: 'internal error', reason: 'Er ging iets mis op de server.' });
}

/** What a visitor reads when the database cannot be reached (B1 Dutch, shown by the sites' error states). */
export const DATABASE_UNAVAILABLE_REASON =
  'De server kan de gegevens nu niet bereiken. Probeer het over een minuut opnieuw.';

/**
 * PostgreSQL's and node-postgres' signs that the database cannot be reached: no connection within the
 * pool's time limit, a refused or broken connection, a server that is shutting down or starting, a
 * statement past its time limit, or no answer at all (the pool's own limit, postgres-pool.ts).
 */
const UNAVAILABLE_CODES = new Set([
  DATABASE_NOT_ANSWERING,
  '57014', // query_canceled: the statement ran past statement_timeout
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

/** Whether an error says the database is unavailable (see `UNAVAILABLE_CODES`), also as a cause. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (/timeout exceeded when trying to connect|Connection terminated/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
