import { spawn } from 'node:child_process';
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
