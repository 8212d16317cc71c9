// A real server process (`node --import tsx apps/api/src/server.ts`, as `npm start` runs it) for
// tests of several processes on one database, and a browser-like client for it over HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_TOKEN_PATH } from '@dementie/api-client';
import { keepCookies } from '../../../../scripts/cookie-jar.mjs';
import { type AltchaChallenge, solveAltchaChallenge } from '../modules/auth/test-helpers';
import { eventually } from './wait';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Whether a TCP port on loopback is free now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A PORT_BASE whose API port and three brand ports are free (the server uses base .. base + 3). */
export async function freePortBase(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 2_000) * 4;
    const free = await Promise.all([0, 1, 2, 3].map((offset) => portIsFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no four free ports in a row');
}

/** A running server process: its API origin, the `dementie` site's origin, and its output so far. */
export interface ServerProcess {
  readonly api: string;
  readonly site: string;
  /** Standard output and standard error together, as they came. */
  output(): string;
  /** Standard output alone. */
  stdout(): string;
  /** Standard error alone. */
  stderr(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts a server process with `env` on top of this one's and waits until its `/api/health` answers 200
 * (or it exits: then the promise rejects with its output). The brand sites must be built.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const portBase = await freePortBase();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG: 'false', PORT_BASE: String(portBase), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const api = `http://127.0.0.1:${portBase}`;
  let running = true;
  void exited.then(() => {
    running = false;
  });
  // Waits for the state "answers": a cold start on a busy 2-core machine varies (the caller's hook
  // timeout is the real bound).
  await eventually(
    'the server process answers /api/health',
    Number.POSITIVE_INFINITY,
    async () => {
      if (!running) throw new Error(`server process exited during start-up:\n${output}`);
      return fetch(`${api}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
    },
    200,
  );
  return {
    api,
    site: `http://127.0.0.1:${portBase + 1}`,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop() {
      if (running) child.kill('SIGTERM');
      await exited;
    },
  };
}

let clientCounter = 0;

/**
 * A browser over HTTP: keeps its cookies, reads the anti-forgery field from a served page and sends it
 * back, and comes from an address of its own (X-Forwarded-For, for servers started with TRUST_PROXY).
 */
export class HttpVisitor {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  csrf = '';

  constructor() {
    clientCounter += 1;
    this.ip = `10.9.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
  }

  /**
   * Opens a page of a site, as a browser does before calling the API: its anti-forgery field, or, on a
   * page shared by every visitor (decision 0104), the token call the site then asks.
   */
  async open(origin: string, pathname = '/'): Promise<void> {
    const response = await this.fetch(`${origin}${pathname}`);
    const match = /name="csrf" value="([^"]+)"/.exec(await response.text());
    if (match?.[1]) {
      this.csrf = match[1];
      return;
    }
    const asked = await this.fetch(`${origin}${ANTI_FORGERY_TOKEN_PATH}`);
    const token = asked.ok ? ((await asked.json()) as { token?: string }).token : undefined;
    if (!token)
      throw new Error(
        `no anti-forgery field on ${origin}${pathname}, and the token call answered ${asked.status}`,
      );
    this.csrf = token;
  }

  async fetch(url: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (init.method && init.method !== 'GET' && this.csrf) headers[ANTI_FORGERY_HEADER] = this.csrf;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    keepCookies(this.cookies, response.headers.getSetCookie());
    return response;
  }

  /** A JSON call; the answer's status and body. */
  async call(url: string, method: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await this.fetch(url, { method, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
}

/** Fetches a bot-check challenge from `origin` and solves it as the widget would. */
export async function solveAltchaAt(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/authentication/altcha-challenge`);
  return solveAltchaChallenge((await response.json()) as AltchaChallenge);
}
