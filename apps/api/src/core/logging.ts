import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pinoPretty from 'pino-pretty';

/**
 * How the server writes its log. `pretty`: one short line per request for a person at a terminal
 * (`npm start`), errors in full; `json`: one JSON object per line for log collectors in production.
 */
export type LogFormat = 'pretty' | 'json';

/** `LOG_FORMAT=json|pretty`; by default pretty on a terminal and JSON otherwise (files, containers). */
export function logFormatFrom(value: string | undefined, isTerminal: boolean): LogFormat {
  if (value === 'json' || value === 'pretty') return value;
  return isTerminal ? 'pretty' : 'json';
}

/**
 * Answers that need no line of their own: files of the built sites (scripts, styles, fonts, images)
 * that were served well. A failing asset is still logged.
 */
export function isQuietRequest(path: string, statusCode: number): boolean {
  if (statusCode >= 400) return false;
  return path.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(path);
}

/**
 * Marks the calls a server render makes to the API in the same process (site-renderer.ts): a page
 * is one line on the console, not one per menu and block it needed. JSON logs keep them.
 */
export const IN_PROCESS_HEADER = 'x-in-process-render';

/** The path of a request without its query: queries may carry e-mail addresses and search terms. */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The line for a connection the visitor closed before the answer was complete (see closedByVisitor). */
export const CLOSED_BY_VISITOR = 'the visitor closed the connection before the answer was complete';

/** Codes and messages of a connection the other side closed: a tab closed, a page left, a network gone. */
const CLOSED_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);
const CLOSED_MESSAGES = /^(premature close|aborted)$/i;

/** Whether a logged value is the error of a connection the visitor closed (also as `{ err }`). */
export function closedByVisitor(value: unknown): boolean {
  const error = value instanceof Error ? value : (value as { err?: unknown } | null)?.err;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && CLOSED_CODES.has(code)) || CLOSED_MESSAGES.test(error.message);
}

/**
 * A visitor who closes a tab or leaves a page mid-answer is no error of the server. The compression
 * plugin logs the broken stream as an error with its stack ("premature close"); such a line is
 * written at info, one line without a stack, instead. Every other line is written as it is.
 */
function logMethod(
  this: { info: (object: object, message: string) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  if (level > 30 && closedByVisitor(args[0])) {
    this.info({ closedBy: 'visitor' }, CLOSED_BY_VISITOR);
    return;
  }
  method.apply(this, args);
}

/** One process writes all its ports' lines through one prettifier, so lines never interleave. */
let prettyStream: ReturnType<typeof pinoPretty> | undefined;

/**
 * Fastify logger options for a format; `name` labels the lines of one port (a brand, or `api`).
 * `destination` replaces standard output (tests).
 */
export function loggerOptions(
  format: LogFormat,
  name: string,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const base = {
    level: 'info',
    name,
    hooks: { logMethod },
    // Privacy: no personal data in logs. URLs may carry e-mail addresses (magic links) and search
    // terms, so a request is logged by its method, route pattern and status (requestLine below).
    serializers: {
      req: (req: { method: string; routeOptions?: { url?: string } }) => ({
        method: req.method,
        route: req.routeOptions?.url ?? 'unmatched',
      }),
    },
  };
  if (format === 'json') return destination ? { ...base, stream: destination } : base;
  if (destination) return { ...base, stream: prettify(destination) } as FastifyServerOptions['logger'];
  prettyStream ??= prettify();
  const stream = prettyStream;
  return { ...base, stream } as FastifyServerOptions['logger'];
}

function prettify(destination?: NodeJS.WritableStream) {
  return pinoPretty({
    ...(destination ? { destination, colorize: false } : { colorize: process.stdout.isTTY === true }),
    translateTime: 'SYS:HH:MM:ss',
    // Written at once, so request lines and the console's own lines keep their order.
    sync: true,
    // One line: time, level (only when it is not plain info), port name and the message.
    ignore: 'pid,hostname,name,reqId,req,res,responseTime,route,path',
    singleLine: true,
    messageFormat: (log, messageKey) => `${String(log.name ?? '')} ${String(log[messageKey] ?? '')}`,
  });
}

/**
 * One line per answered request instead of Fastify's two (incoming, completed): `GET /nieuws 200
 * 12 ms` on a terminal. Assets that were served well are left out of the pretty log.
 */
export function requestLine(app: FastifyInstance, format: LogFormat): void {
  app.addHook('onResponse', async (request, reply) => {
    const log: FastifyBaseLogger = request.log;
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    if (format === 'json') {
      log.info({ req: request, res: { statusCode: status }, responseTime: ms }, 'request completed');
      return;
    }
    const path = pathOf(request.url);
    if (isQuietRequest(path, status) || (request.headers[IN_PROCESS_HEADER] && status < 500)) return;
    const line = `${request.method} ${path} ${status} ${ms} ms`;
    if (status >= 500) log.error(line);
    else log.info(line);
  });
}

/** Fastify's own two lines per request are off: {@link requestLine} writes one instead. */
export function quietLogController(): LogController {
  return new LogController({ disableRequestLogging: true });
}
