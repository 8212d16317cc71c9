import { hostname } from 'node:os';
import type { LogFormat } from './logging';

/**
 * The lines a server process writes outside its requests: the start-up banner, shutdown progress,
 * warnings about the database or the mail, links of the local mailbox, a failed start. In `json` each
 * is one JSON object on standard output, in the shape of the request log (pino's: level, time, pid,
 * hostname, name, msg), so a log collector reads every line; in `pretty` (a terminal, and until
 * server.ts chooses) they are plain text for a person, as before.
 */
export interface ProcessLog {
  readonly format: LogFormat;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  /** `error` is written with its message and stack. */
  error(message: string, error?: unknown): void;
}

/** pino's numbers for the levels. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/** An error as pino's standard serializer writes it: type, message, stack (and a code when it has one). */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/** A log of the process in `format`, writing to `out` (standard output unless a test gives its own). */
export function createProcessLog(
  format: LogFormat,
  out: NodeJS.WritableStream = process.stdout,
  name = 'server',
): ProcessLog {
  if (format === 'pretty') {
    return {
      format,
      info: (message) => console.info(message),
      warn: (message) => console.warn(message),
      error: (message, error) =>
        error === undefined ? console.error(message) : console.error(message, error),
    };
  }
  const host = hostname();
  const write = (level: keyof typeof LEVELS, message: string, fields: Record<string, unknown> = {}) => {
    out.write(
      `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: host, name, ...fields, msg: message })}\n`,
    );
  };
  return {
    format,
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, error) =>
      write('error', message, error === undefined ? {} : { err: serializeError(error) }),
  };
}

let current: ProcessLog = createProcessLog('pretty');

/** The process's log; pretty until {@link useProcessLog} sets another (server.ts, at its first line). */
export function processLog(): ProcessLog {
  return current;
}

/**
 * Makes `log` the process's log. In `json` Node's own warnings (deprecations, experimental features)
 * are written through it too, instead of as plain text on standard error.
 */
export function useProcessLog(log: ProcessLog): void {
  current = log;
  if (log.format !== 'json') return;
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn(warning.message, { warning: warning.name }));
}
