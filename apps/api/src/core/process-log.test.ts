import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freshEmail, loginFields } from '../modules/auth/test-helpers';
import {
  HttpVisitor,
  type ServerProcess,
  solveAltchaAt,
  startServerProcess,
} from '../test-support/server-process';
import { eventually } from '../test-support/wait';
import { createProcessLog } from './process-log';

const builtSite = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dementie/dist/index.html',
);

/** The lines of a text that are not JSON objects. */
function notJson(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
}

describe('the log of the process', () => {
  it('writes JSON objects in the shape of the request log in json, and plain text in pretty', () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    const log = createProcessLog('json', out);
    log.info('[shutdown] stopped');
    log.warn('database: an idle connection broke', { pool: 'main' });
    log.error('the server stopped', new Error('poort bezet'));
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, name: 'server', msg: '[shutdown] stopped', pid: process.pid }),
      expect.objectContaining({ level: 40, pool: 'main', msg: 'database: an idle connection broke' }),
      expect.objectContaining({
        level: 50,
        msg: 'the server stopped',
        err: expect.objectContaining({ message: 'poort bezet', stack: expect.stringContaining('Error') }),
      }),
    ]);
    expect(typeof lines[0].time).toBe('number');
    expect(createProcessLog('pretty').format).toBe('pretty');
  });
});

// A real server process in JSON mode (LOG_FORMAT=json, as in a container): from its first line to its
// last, start-up banner, requests, a link of the local mailbox and the shutdown, every line on standard
// output and standard error is one JSON object. On the embedded database in a folder of its own.
describe('a server process with LOG_FORMAT=json', { timeout: 180_000 }, () => {
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
  });

  it('writes nothing but JSON lines, the banner and the shutdown included', async () => {
    if (!existsSync(builtSite))
      throw new Error(`the sites are not built (${builtSite}): run pnpm build first`);
    server = await startServerProcess({
      LOG_FORMAT: 'json',
      LOG: 'true',
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'json-log-')), 'pglite'),
      BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'json-log-blobs-')),
    });
    const visitor = new HttpVisitor();
    await visitor.open(server.site);
    expect((await fetch(`${server.site}/deze-pagina-bestaat-niet`)).status).toBe(404);
    // A login link goes to the local mailbox, and its link is written to the log.
    const answer = await visitor.call(
      `${server.site}/api/v1/authentication/login`,
      'POST',
      loginFields(freshEmail('jsonlog'), await solveAltchaAt(server.site)),
    );
    expect(answer.status).toBe(200);
    const running = server;
    await eventually('the mailbox link is in the log', 60_000, () =>
      running.stdout().includes('_dev/mailbox'),
    );
    await server.stop();

    expect(notJson(server.stdout())).toEqual([]);
    expect(notJson(server.stderr())).toEqual([]);
    const messages = server
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('server started');
    expect(messages).toContain('request completed');
    expect(messages).toContain('[shutdown] stopped');
  });
});
