// Test helpers of the people side (auth, mail, certificates, dev): a browser-like visitor with a
// cookie jar and the page's anti-forgery token, and an ALTCHA solver. Not part of the module.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_TOKEN_PATH, loginRequestBody } from '@dementie/api-client';
import { solveChallenge } from 'altcha-lib/v1';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from '../mail/schema';
import { setEditorRole } from './editor';

/** A folder with a minimal built site, so an app can serve pages with their hidden fields. */
export function fakeSiteRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dementie-site-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="nl"><head></head><body><div id="root"></div></body></html>',
  );
  return root;
}

let ipCounter = 0;
let emailCounter = 0;

/** An address no other test of this run uses: the label, then the time and a counter. */
export function freshEmail(label: string): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}${emailCounter}@voorbeeld.nl`;
}

/** A browser: keeps cookies, reads the anti-forgery field from a served page, has its own IP. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  csrf = '';

  constructor(
    readonly app: FastifyInstance,
    ip?: string,
  ) {
    ipCounter += 1;
    this.ip = ip ?? `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  }

  /** Opens a page, as a browser does before calling the API. */
  async open(url = '/'): Promise<LightMyRequestResponse> {
    const response = await this.request('GET', url);
    const match = /name="csrf" value="([^"]+)"/.exec(response.body);
    if (match?.[1]) this.csrf = match[1];
    else if (response.statusCode < 300 && String(response.headers['content-type']).startsWith('text/html')) {
      // A page shared by every visitor holds no token (decision 0104): the site asks the token call.
      const asked = await this.request('GET', ANTI_FORGERY_TOKEN_PATH);
      if (asked.statusCode === 200) this.csrf = (asked.json() as { token: string }).token;
    }
    return response;
  }

  async request(
    method: 'GET' | 'HEAD' | 'POST',
    url: string,
    options: { payload?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf !== false && this.csrf && method === 'POST') headers[ANTI_FORGERY_HEADER] = this.csrf;
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      cookies: Object.fromEntries(this.cookies),
      headers,
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  post(url: string, payload?: unknown, options: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request('POST', url, { ...options, payload: payload ?? {} });
  }
}

/** The ALTCHA challenge as `/api/v1/authentication/altcha-challenge` gives it. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** Fetches a challenge and solves it as the widget would: the base64 JSON payload. */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/authentication/altcha-challenge' });
  return solveAltchaChallenge(response.json() as AltchaChallenge);
}

/** Solves a challenge as the widget would: the base64 JSON payload. */
export async function solveAltchaChallenge(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

/** The login body of the login page, with a solved bot check. */
export async function loginBody(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  return loginFields(email, await solveAltcha(app), extra);
}

/** The login body of the login page, with `recaptchaToken` the solved bot check. */
export function loginFields(email: string, recaptchaToken: string, extra: Record<string, unknown> = {}) {
  return {
    ...loginRequestBody({
      email,
      newsletter: false,
      recaptchaToken,
      redirectPath: '/mijn-trainingen',
      fromLoginPage: true,
    }),
    ...extra,
  };
}

/** The outbox mails to an address, oldest first. */
export async function mailsTo(db: Database, recipient: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(asc(mailOutbox.seq));
}

/** The query parameters of the newest mailed link to an address. */
export async function lastLink(
  db: Database,
  recipient: string,
): Promise<{ url: URL; params: Record<string, string> }> {
  const mails = (await mailsTo(db, recipient)).filter((mail) => mail.link);
  const link = mails.at(-1)?.link;
  if (!link) throw new Error(`no link mailed to ${recipient}`);
  const url = new URL(link);
  return { url, params: Object.fromEntries(url.searchParams) };
}

/** Signs a new visitor up and in: login with an unknown address, then the activation link. */
export async function signUp(app: FastifyInstance, db: Database, email: string): Promise<Visitor> {
  const visitor = new Visitor(app);
  await visitor.open();
  const login = await visitor.post('/api/v1/authentication/login', await loginBody(app, email));
  if (login.json().status !== 'success') throw new Error(`sign-up failed: ${login.body}`);
  const { params } = await lastLink(db, email);
  const activate = await visitor.post('/api/v1/authentication/activate', {
    activationToken: params.activationToken,
    email,
  });
  if (activate.json().status !== 'success') throw new Error(`activation failed: ${activate.body}`);
  return visitor;
}

/** Signs a new visitor up and in (see {@link signUp}) and gives the account the editor role. */
export async function signUpEditor(app: FastifyInstance, db: Database, email: string): Promise<Visitor> {
  const visitor = await signUp(app, db, email);
  if (!(await setEditorRole(db, email, true))) throw new Error(`no account to make editor: ${email}`);
  return visitor;
}
