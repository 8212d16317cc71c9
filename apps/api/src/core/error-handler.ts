import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorReporter, noErrorReporter } from './error-reporting';

/** One validation problem as the zod validator reports it. */
interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * Bad input is a 4xx with a reason, never a 500: zod validation failures answer 400 with
 * the issue list; errors that carry a 4xx status keep it; anything else is logged, reported to
 * `reporter` (decision 0063: unexpected errors only, never a 4xx) and answers 500.
 */
export function createErrorHandler(reporter: ErrorReporter) {
  return function errorHandler(
    this: FastifyInstance,
    error: FastifyError & { validation?: unknown },
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    return handleError(reporter, error, request, reply);
  };
}

/** The handler without error reports (tests of the log, and any app without a reporter). */
export const errorHandler = createErrorHandler(noErrorReporter);

function handleError(
  reporter: ErrorReporter,
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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: 'bad request', reason: error.message });
  }
  request.log.error(
    { err: { message: error.message, code: error.code, stack: error.stack } },
    'unhandled error',
  );
  reporter.capture(error, request);
  return reply.code(500).send({ error: 'internal error', reason: 'Er ging iets mis op de server.' });
}
