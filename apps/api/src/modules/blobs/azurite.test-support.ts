// Test support (not part of the module): Azurite's blob service on loopback, started from
// node_modules on a free port with its data in a temp folder, and stopped by its own process id.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Azurite's published development account key (not a secret: the same in every Azurite). */
const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface RunningAzurite {
  connectionString: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts Azurite's blob service and resolves once it accepts connections. */
export async function startAzurite(): Promise<RunningAzurite> {
  const port = await freePort();
  const location = mkdtempSync(path.join(tmpdir(), 'dementie-azurite-'));
  const main = createRequire(import.meta.url).resolve('azurite/dist/src/blob/main.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      main,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--location',
      location,
      '--silent',
      '--skipApiVersionCheck',
      '--disableTelemetry',
      '--loose',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`azurite exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('azurite did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};BlobEndpoint=http://127.0.0.1:${port}/${DEV_ACCOUNT};`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(location, { recursive: true, force: true });
    },
  };
}
