import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createErrorHandler, DATABASE_UNAVAILABLE_REASON, isDatabaseUnavailable } from './error-handler';
import { type ErrorReporter, noErrorReporter } from './error-reporting';

/** A server whose routes throw the given errors, with a reporter that keeps what it was given. */
async function throwingServer() {
  const reported: unknown[] = [];
  const unavailable: unknown[] = [];
  const reporter: ErrorReporter = {
    enabled: true,
    capture: (error) => void reported.push(error),
    flush: async () => {},
    close: async () => {},
  };
  const app = Fastify({ logger: false });
  app.setErrorHandler(
    createErrorHandler(reporter, { databaseUnavailable: () => void unavailable.push(true) }),
  );
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  app.get('/timeout', async () => {
    // node-postgres' pool, when no connection came within connectionTimeoutMillis.
    throw new Error('timeout exceeded when trying to connect');
  });
  app.get('/restarting', async () => {
    throw withCode('terminating connection due to administrator command', '57P01');
  });
  app.get('/wrapped', async () => {
    // drizzle wraps the driver's error: the cause says what happened.
    throw new Error('Failed query: select 1', {
      cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    });
  });
  app.get('/bug', async () => {
    throw new Error('undefined is not a function');
  });
  await app.ready();
  return { app, reported, unavailable };
}

describe('the error handler', () => {
  it('answers 503 with a Dutch reason and Retry-After when the database cannot be reached, and counts it without a report', async () => {
    const { app, reported, unavailable } = await throwingServer();
    for (const url of ['/timeout', '/restarting', '/wrapped']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('10');
      expect(response.json(), url).toEqual({
        error: 'service unavailable',
        reason: DATABASE_UNAVAILABLE_REASON,
      });
    }
    // An expected state: counted in the metrics, not sent to the error service each time.
    expect(unavailable).toHaveLength(3);
    expect(reported).toHaveLength(0);
    await app.close();
  });

  it('still answers 500 for an error of our own', async () => {
    const { app, reported } = await throwingServer();
    const response = await app.inject({ url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(reported).toHaveLength(1);
    await app.close();
  });

  it('logs a failed query without its values', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
    app.setErrorHandler(createErrorHandler(noErrorReporter));
    app.get('/zoeken', async () => {
      throw new Error(
        'Failed query: select * from documenten where woorden = $1\nparams: moeder vergeet sleutels',
      );
    });
    expect((await app.inject({ url: '/zoeken' })).statusCode).toBe(500);
    await app.close();
    expect(lines.join('')).toContain('Failed query');
    expect(lines.join('')).not.toContain('sleutels');
  });

  it('tells a database outage from other errors by code, message or cause', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
