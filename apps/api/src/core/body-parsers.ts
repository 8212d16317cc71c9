import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An error the error handler turns into a 4xx with its message as the reason. */
function clientError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/** Whether the route of this request declares a body (a schema): then it cannot do without one. */
function needsBody(request: FastifyRequest): boolean {
  return request.routeOptions.schema?.body !== undefined;
}

/**
 * Spec 1 §7: IsSessionValid, logout and anonymize-account carry no payload, and change-own-email
 * only a JSON content type. A browser or proxy may still send `Content-Type: application/json` (or
 * any other type) with an empty body; Fastify's own JSON parser answers that with 400 "Body cannot
 * be empty", which would log a visitor out of nothing. So an empty body is no body, whatever its
 * type, for a route without a body schema; a route with one gets a 400 that says what is missing.
 */
function emptyBody(request: FastifyRequest, done: (error: Error | null, body?: unknown) => void): void {
  if (needsBody(request)) {
    done(clientError(400, `Body cannot be empty: ${request.method} ${request.url} needs a JSON body`));
    return;
  }
  done(null, undefined);
}

const NUL_REASON = 'The request holds a NUL character (%00), which no field may contain';

/** Whether a parsed JSON value holds a NUL character in any string or key. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * The application-wide body parsers, registered before the modules (a module may narrow them in its
 * own scope, as the image upload does). JSON keeps Fastify's parser, with its prototype-poisoning
 * protection, for every body that is not empty.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return emptyBody(request, done);
    return json(request, body as string, (error, parsed) => {
      if (error) return done(error);
      if (holdsNul(parsed)) return done(clientError(400, NUL_REASON));
      return done(null, parsed);
    });
  });
  // PostgreSQL text cannot hold a NUL character: an address or query with one is a 400, not a 500.
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw clientError(400, NUL_REASON);
  });
  // Any other type: nothing to parse when the body is empty; otherwise the 415 Fastify would give.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    if (String(body) === '') return emptyBody(request, done);
    return done(
      clientError(
        415,
        `Unsupported content type ${request.headers['content-type'] ?? '(none)'}: send application/json`,
      ),
    );
  });
}

/**
 * A plain HTML form's body (`application/x-www-form-urlencoded`) as an object of strings, for the
 * few forms that work before the scripts run (the cookie banner, the /logout button). Small: these
 * forms carry a choice, a path and a token.
 */
export function registerFormParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => {
      const fields = Object.fromEntries(new URLSearchParams(String(body)));
      if (holdsNul(fields)) return done(clientError(400, NUL_REASON));
      return done(null, fields);
    },
  );
}
