import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Starts the stand-in parent; resolves once its child is ready, with a way to await the end. */
async function startParent() {
  const parent = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'test-support/forwarding-parent.mjs')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const ended = new Promise<{ code: number | null; output: string }>((resolve) => {
    parent.on('exit', (code) => resolve({ code, output }));
  });
  await new Promise<void>((resolve) => {
    parent.stdout.setEncoding('utf8');
    parent.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('child ready')) resolve();
    });
  });
  return { parent, ended };
}

describe('run: a signal to `npm start` reaches the server', () => {
  it.each([
    ['SIGTERM', 7],
    ['SIGHUP', 8],
  ] as const)('passes %s on to the command and exits with its code', async (signal, code) => {
    const { parent, ended } = await startParent();
    parent.kill(signal);
    const result = await ended;
    expect(result.output).toContain(`child got ${signal}`);
    expect(result.code).toBe(code);
  });
});

describe('`npm start` itself: a SIGTERM sent to npm reaches the server', () => {
  // npm itself takes seconds to start on a loaded machine (the suites beside this one): a ceiling, not a wait.
  it('runs the start script so that npm passes the signal on to it (no shell in between that drops it)', {
    timeout: 60_000,
  }, async () => {
    // The root package.json's own start script, with a stand-in for scripts/start.mjs.
    const root = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    const standIn = path.join(import.meta.dirname, 'test-support/npm-start-stand-in.mjs');
    expect(root.scripts.start).toContain('scripts/start.mjs');
    const dir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
    try {
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({
          name: 'stand-in',
          private: true,
          scripts: { start: root.scripts.start.replace('scripts/start.mjs', JSON.stringify(standIn)) },
        }),
      );
      const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      npm.stdout.setEncoding('utf8');
      // Every writer of the output gone: npm, the stand-in and its child.
      const closed = new Promise<void>((resolve) => npm.stdout.on('close', () => resolve()));
      await new Promise<void>((resolve) => {
        npm.stdout.on('data', (chunk: string) => {
          output += chunk;
          if (output.includes('child ready')) resolve();
        });
      });
      npm.kill('SIGTERM');
      await closed;
      expect(output).toContain('child got SIGTERM');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
