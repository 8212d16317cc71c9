import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { type Backend, testBackends, testConfig } from '../test-support/backends';
import { useTestServer } from '../test-support/suite';
import type { ApiModule } from './module';
import { createRuntime } from './runtime';
import { DATABASE_CLOSE_AFTER_CAP_MS, millisecondsFrom, shutdown } from './shutdown';

const DRAIN_MS = 5_000;
const CAP_MS = 10_000;

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

/** A `sleep` for the shutdown whose waits end when the test says so, one per length. */
function waits() {
  const byLength = new Map<number, ReturnType<typeof signal>>();
  const of = (ms: number) => {
    let wait = byLength.get(ms);
    if (!wait) {
      wait = signal();
      byLength.set(ms, wait);
    }
    return wait;
  };
  return { sleep: (ms: number) => of(ms).promise, end: (ms: number) => of(ms).fire() };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET on a connection of its own, as a new visitor's browser or the balancer makes it; with `agent`,
 * on that agent's kept-alive connections.
 */
function get(port: number, path: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
  });
}

/** The error code of a new connection to `port`, or 'connected'. */
function connectOutcome(port: number): Promise<string> {
  return get(port, '/api/health').then(
    () => 'connected',
    (error: NodeJS.ErrnoException) => error.code ?? 'error',
  );
}

/** A server process whose one route waits until the test lets it finish, and whose close is recorded. */
async function slowProcess(backend: Backend, database: DatabaseHandle) {
  const events: string[] = [];
  const entered = signal();
  const finish = signal();
  const slowModule: ApiModule = {
    name: 'slow',
    create: () => ({
      routes(app) {
        app.get('/api/langzaam', async () => {
          entered.fire();
          await finish.promise;
          return { klaar: true };
        });
      },
      close: async () => {
        events.push('modules closed');
      },
    }),
  };
  const runtime = await createRuntime({
    database,
    config: testConfig({ databaseKind: backend.name }),
    modules: [slowModule],
  });
  const app = await runtime.buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // The suite's database stays open for the next test; the shutdown's close is only recorded.
  const recordedDatabase = {
    close: async () => {
      events.push('database closed');
    },
  };
  return { runtime, app, port, events, entered, finish, recordedDatabase };
}

describe.each(testBackends())('graceful shutdown on $name', (backend) => {
  const suite = useTestServer(backend, { modules: [] });

  it('stops being ready, refuses new connections, lets the request in flight finish, then closes', async () => {
    const node = await slowProcess(backend, suite.server.database);
    const { port, events } = node;
    // A browser that keeps its connection open for the next request.
    const browser = new http.Agent({ keepAlive: true });
    const slow = get(port, '/api/langzaam', browser);
    await node.entered.promise;

    const { sleep, end } = waits();
    const lines: string[] = [];
    const stopped = shutdown({
      runtime: node.runtime,
      database: node.recordedDatabase,
      listeners: [node.app],
      timeoutMs: CAP_MS,
      drainMs: DRAIN_MS,
      sleep,
      log: (line) => lines.push(line),
    });

    // While the balancer is given time to notice: not ready, still alive, still taking connections.
    const ready = await get(port, '/api/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'unavailable', reason: 'shutting down' });
    expect(ready.headers.connection).toBe('close');
    expect((await get(port, '/api/health')).status).toBe(200);

    end(DRAIN_MS);
    await vi.waitFor(async () => expect(await connectOutcome(port)).toBe('ECONNREFUSED'));
    // The modules close beside the ports, not before them: their close may be recorded a moment later.
    await vi.waitFor(() => expect(events).toEqual(['modules closed']));

    node.finish.fire();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ klaar: true });
    // Told to reconnect (elsewhere), so its kept-alive connection does not hold the port open.
    expect(answer.headers.connection).toBe('close');
    expect(await stopped).toBe('clean');
    expect(events).toEqual(['modules closed', 'database closed']);
    expect(lines.at(-1)).toBe('stopped');
    browser.destroy();
  });

  it('gives up after the cap when a request does not finish, ending its connection and still closing the database', async () => {
    const node = await slowProcess(backend, suite.server.database);
    const slow = get(node.port, '/api/langzaam');
    await node.entered.promise;
    const { sleep, end } = waits();
    const lines: string[] = [];
    const stopped = shutdown({
      runtime: node.runtime,
      database: node.recordedDatabase,
      listeners: [node.app],
      timeoutMs: CAP_MS,
      sleep,
      log: (line) => lines.push(line),
    });
    // Before the cap the process waits for the request, with the database open.
    await vi.waitFor(() => expect(node.events).toEqual(['modules closed']));
    end(CAP_MS);
    expect(await stopped).toBe('timeout');
    // The request in flight gets no answer: its connection is ended, so the port can close.
    await expect(slow).rejects.toMatchObject({ code: expect.stringMatching(/ECONNRESET|socket hang up/i) });
    expect(node.events).toEqual(['modules closed', 'database closed']);
    expect(lines).toContain('database closed');
    node.finish.fire();
    await node.app.close();
  });

  it('at the cap, waits for a database close that hangs only so long', async () => {
    const node = await slowProcess(backend, suite.server.database);
    const { sleep, end } = waits();
    const lines: string[] = [];
    const hanging = { close: () => new Promise<void>(() => undefined) };
    const stopped = shutdown({
      runtime: node.runtime,
      database: hanging,
      listeners: [node.app],
      timeoutMs: CAP_MS,
      sleep,
      log: (line) => lines.push(line),
    });
    end(CAP_MS);
    end(DATABASE_CLOSE_AFTER_CAP_MS);
    expect(await stopped).toBe('timeout');
    expect(lines.at(-1)).toBe('database not closed in time');
  });
});

describe('shutdown settings', () => {
  it('reads milliseconds, keeps the default when unset and refuses anything else', () => {
    expect(millisecondsFrom('SHUTDOWN_TIMEOUT_MS', undefined, 10_000)).toBe(10_000);
    expect(millisecondsFrom('SHUTDOWN_TIMEOUT_MS', '', 10_000)).toBe(10_000);
    expect(millisecondsFrom('SHUTDOWN_TIMEOUT_MS', '2500', 10_000)).toBe(2_500);
    for (const wrong of ['-1', '1.5', '10s', 'abc']) {
      expect(() => millisecondsFrom('SHUTDOWN_TIMEOUT_MS', wrong, 10_000)).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    }
  });
});
