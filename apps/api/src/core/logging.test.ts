import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventually } from '../test-support/wait';
import { errorHandler } from './error-handler';
import {
  CLOSED_BY_VISITOR,
  closedByVisitor,
  IN_PROCESS_HEADER,
  isQuietRequest,
  type LogFormat,
  logFormatFrom,
  loggerOptions,
  quietLogController,
  requestLine,
} from './logging';

/** A server that logs into a buffer, as `server.ts` sets it up. */
async function loggedServer(format: LogFormat) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const app = Fastify({
    logger: loggerOptions(format, 'dementie', out),
    logController: quietLogController(),
  });
  app.setErrorHandler(errorHandler);
  requestLine(app, format);
  app.get('/nieuws', async () => 'ok');
  app.get('/assets/app-1234.js', async () => 'js');
  app.get('/kapot', async () => {
    throw new Error('database weg');
  });
  await app.ready();
  return {
    app,
    /** The log so far, once the prettifier has written it. */
    lines: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return text.split('\n').filter((line) => line.trim() !== '');
    },
  };
}

describe('server log', () => {
  it('is pretty on a terminal and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(logFormatFrom(undefined, true)).toBe('pretty');
    expect(logFormatFrom(undefined, false)).toBe('json');
    expect(logFormatFrom('json', true)).toBe('json');
    expect(logFormatFrom('pretty', false)).toBe('pretty');
  });

  it('leaves well-served assets out, never failing ones', () => {
    expect(isQuietRequest('/assets/index-abc.js', 200)).toBe(true);
    expect(isQuietRequest('/favicon.svg', 304)).toBe(true);
    expect(isQuietRequest('/assets/missing.js', 404)).toBe(false);
    expect(isQuietRequest('/nieuws', 200)).toBe(false);
  });

  it('writes one short readable line per page on a terminal, without the query', async () => {
    const { app, lines } = await loggedServer('pretty');
    await app.inject({ url: '/nieuws?q=mijn@adres.nl' });
    await app.inject({ url: '/assets/app-1234.js' });
    const log = await lines();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: dementie GET \/nieuws 200 \d+ ms$/);
    expect(log.join('\n')).not.toContain('mijn@adres.nl');
    await app.close();
  });

  it('leaves out the calls a server render makes in the process, but not when they fail', async () => {
    const { app, lines } = await loggedServer('pretty');
    await app.inject({ url: '/nieuws', headers: { [IN_PROCESS_HEADER]: '1' } });
    expect(await lines()).toEqual([]);
    await app.inject({ url: '/kapot', headers: { [IN_PROCESS_HEADER]: '1' } });
    expect((await lines()).join('\n')).toContain('GET /kapot 500');
    await app.close();
  });

  it('writes an error in full, with its stack', async () => {
    const { app, lines } = await loggedServer('pretty');
    await app.inject({ url: '/kapot' });
    const log = (await lines()).join('\n');
    expect(log).toContain('database weg');
    expect(log).toMatch(/at .*logging\.test\.ts/);
    await app.close();
  });

  it('writes one JSON object per request for log collectors, without the URL', async () => {
    const { app, lines } = await loggedServer('json');
    await app.inject({ url: '/nieuws?q=mijn@adres.nl' });
    const log = (await lines()).map((line) => JSON.parse(line));
    expect(log).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        name: 'dementie',
        req: { method: 'GET', route: '/nieuws' },
        res: { statusCode: 200 },
      }),
    ]);
    await app.close();
  });

  it('writes a connection the visitor closed mid-answer as one info line without a stack, not as an error', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    const app = Fastify({
      logger: loggerOptions('json', 'dementie', out),
      logController: quietLogController(),
    });
    // Compressed as every answer of the server is (runtime.ts); the answer never ends, so the visitor
    // always leaves in the middle of it.
    await app.register(fastifyCompress, { global: true, threshold: 0, encodings: ['gzip'] });
    app.get('/lang', (_request, reply) => {
      const endless = new Readable({ read() {} });
      endless.push('x'.repeat(64 * 1024));
      return reply.type('text/plain').send(endless);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = http.get({
        port,
        host: '127.0.0.1',
        path: '/lang',
        headers: { 'accept-encoding': 'gzip' },
      });
      request.on('response', (response) => {
        // The answer has begun: the visitor closes the tab.
        response.destroy();
        request.destroy();
        resolve();
      });
      request.on('error', () => undefined);
      setTimeout(() => reject(new Error('no answer began')), 10_000).unref();
    });
    const lines = () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    await eventually('the closed connection is logged', 10_000, () =>
      lines().some((line) => line.msg === CLOSED_BY_VISITOR || line.level >= 50),
    );
    expect(lines().filter((line) => line.level >= 40)).toEqual([]);
    expect(lines()).toContainEqual(expect.objectContaining({ level: 30, msg: CLOSED_BY_VISITOR }));
    expect(text).not.toContain('stack');
    await app.close();
  });

  it('tells a connection the visitor closed from an error of the server', () => {
    expect(closedByVisitor(new Error('premature close'))).toBe(true);
    expect(closedByVisitor({ err: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) })).toBe(
      true,
    );
    expect(closedByVisitor(new Error('database weg'))).toBe(false);
    expect(closedByVisitor('premature close')).toBe(false);
  });
});
