// Decision 0007, defect 3: nobody may make the server mail strangers. The newsletter form asks for the bot
// check and counts per client; a session cannot send change-of-address mails without end; every
// limited answer says when to try again; the counts live in the database, so two server processes
// share them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseLoginCallsPerIp } from '../../core/config';
import { testBackends } from '../../test-support/backends';
import { useSecondApp, useTestApp } from '../../test-support/suite';
import { mailModule } from '../mail';
import { mailOutbox } from '../mail/schema';
import { newsletterModule } from '../newsletter';
import { createAuthModule } from '.';
import { ADDRESS_CHANGES_PER_ACCOUNT, NEWSLETTER_PER_CLIENT } from './rate-limit';
import { fakeSiteRoot, loginBody, signUp, solveAltcha, Visitor } from './test-helpers';

const modules = () => [createAuthModule({ altchaMaxNumber: 1000 }), mailModule, newsletterModule];

function expectRetryAfter(response: LightMyRequestResponse, atMostSeconds: number) {
  const value = Number(response.headers['retry-after']);
  expect(value).toBeGreaterThan(0);
  expect(value).toBeLessThanOrEqual(atMostSeconds);
}

describe.each(testBackends())('limits on every call that sends mail, on $name (decision 0007)', (backend) => {
  const suite = useTestApp(backend, {
    modules: modules(),
    app: { site: { brand: 'dementie', root: fakeSiteRoot() } },
  });
  // A second server process on the same database: limits must hold across both.
  const second = useSecondApp(suite, {
    modules: modules(),
    app: { site: { brand: 'dementie', root: fakeSiteRoot() } },
  });

  const mailsTo = async (pattern: (recipient: string) => boolean) =>
    (await suite.db.select({ recipient: mailOutbox.recipient }).from(mailOutbox)).filter((row) =>
      pattern(row.recipient),
    ).length;

  const subscribe = async (target: FastifyInstance, email: string, ip: string, token?: string) =>
    target.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      remoteAddress: ip,
      payload: { email, brand: 'dementie', ...(token === undefined ? {} : { recaptchaToken: token }) },
    });

  /** A subscription whose bot check is solved, as the form sends it. */
  const subscribeSolved = async (target: FastifyInstance, email: string, ip: string) =>
    subscribe(target, email, ip, await solveAltcha(suite.app));

  it('the newsletter form needs a solved bot check, once per token', async () => {
    const missing = await subscribe(suite.app, 'zonder-check@example.nl', '10.20.0.1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().reason).toContain('recaptchaToken');
    const unsolved = await subscribe(suite.app, 'zonder-check@example.nl', '10.20.0.1', 'niet-opgelost');
    expect(unsolved.json()).toEqual({ status: 'error recaptcha failed' });
    const token = await solveAltcha(suite.app);
    expect((await subscribe(suite.app, 'met-check@example.nl', '10.20.0.1', token)).json()).toEqual({
      status: 'confirmation sent',
    });
    const reused = await subscribe(second.app, 'nog-een@example.nl', '10.20.0.1', token);
    expect(reused.json()).toEqual({ status: 'error recaptcha failed' });
    expect(await mailsTo((r) => r === 'zonder-check@example.nl' || r === 'nog-een@example.nl')).toBe(0);
  });

  it('40 subscriptions from one client, over two server processes, mail at most the per-client limit', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 40; i += 1) {
      const target = i % 2 === 0 ? suite.app : second.app;
      answers.push(await subscribeSolved(target, `vreemde-${i}@example.nl`, '10.20.0.2'));
    }
    const sent = answers.filter((a) => a.json().status === 'confirmation sent');
    expect(sent).toHaveLength(NEWSLETTER_PER_CLIENT.max);
    expect(await mailsTo((r) => r.startsWith('vreemde-'))).toBe(NEWSLETTER_PER_CLIENT.max);
    const limited = answers.slice(NEWSLETTER_PER_CLIENT.max);
    for (const answer of limited) {
      expect(answer.json()).toEqual({ status: 'error too many attempts' });
      expectRetryAfter(answer, 3600);
    }
    // Another client is not held back by it.
    const other = await subscribeSolved(suite.app, 'ander@example.nl', '10.20.0.3');
    expect(other.json()).toEqual({ status: 'confirmation sent' });
    expect(other.headers['retry-after']).toBeUndefined();
    // An hour later the client may subscribe again.
    suite.server.clock.advance(60 * 60_000 + 1000);
    const later = await subscribeSolved(second.app, 'later-weer@example.nl', '10.20.0.2');
    expect(later.json()).toEqual({ status: 'confirmation sent' });
  });

  it('the per-address limit of the newsletter says when to try again', async () => {
    for (let i = 0; i < 3; i += 1) {
      await subscribeSolved(suite.app, 'een-adres@example.nl', `10.20.1.${i}`);
    }
    const fourth = await subscribeSolved(suite.app, 'een-adres@example.nl', '10.20.1.9');
    expect(fourth.json()).toEqual({ status: 'error too many attempts' });
    expectRetryAfter(fourth, 3600);
  });

  it('one session sends at most 5 change-of-address mails an hour, whatever the new addresses', async () => {
    const visitor = await signUp(suite.app, suite.db, 'wisselaar@example.nl');
    const userId = (await visitor.post('/api/v1/authentication/IsSessionValid')).json().user.Id as string;
    const statuses: string[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 15; i += 1) {
      last = await visitor.post(
        `/api/v1/authentication/change-own-email/${userId}/${encodeURIComponent(`vreemde-wissel-${i}@example.nl`)}`,
      );
      statuses.push(last.json().Status);
    }
    expect(statuses.filter((s) => s === 'success')).toHaveLength(ADDRESS_CHANGES_PER_ACCOUNT.max);
    expect(
      statuses.slice(ADDRESS_CHANGES_PER_ACCOUNT.max).every((s) => s === 'error too many attempts'),
    ).toBe(true);
    expectRetryAfter(last!, 3600);
    expect(await mailsTo((r) => r.startsWith('vreemde-wissel-'))).toBe(ADDRESS_CHANGES_PER_ACCOUNT.max);
  });

  it('a login refused for too many attempts carries Retry-After', async () => {
    const visitor = new Visitor(suite.app);
    await visitor.open();
    const statuses: string[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await visitor.post(
        '/api/v1/authentication/login',
        await loginBody(suite.app, 'vaak@example.nl'),
      );
      statuses.push(last.json().status);
    }
    expect(statuses.at(-1)).toBe('error too many attempts');
    expectRetryAfter(last!, 3600);
    expect(await mailsTo((r) => r === 'vaak@example.nl')).toBe(5);
  });
});

describe('the login calls one client may make, set by the operator (LOGIN_CALLS_PER_IP)', () => {
  const suite = useTestApp(testBackends()[0]!, {
    modules: modules(),
    config: { loginCallsPerIp: 2 },
    app: { site: { brand: 'dementie', root: fakeSiteRoot() } },
  });

  it('refuses the call after the set number from one address, not from another', async () => {
    const statuses: string[] = [];
    for (const email of ['een@example.nl', 'twee@example.nl', 'drie@example.nl']) {
      const visitor = new Visitor(suite.app, '10.30.0.1');
      await visitor.open();
      statuses.push(
        (await visitor.post('/api/v1/authentication/login', await loginBody(suite.app, email))).json().status,
      );
    }
    expect(statuses).toEqual(['success', 'success', 'error too many attempts']);
    const elsewhere = new Visitor(suite.app, '10.30.0.2');
    await elsewhere.open();
    const other = await elsewhere.post(
      '/api/v1/authentication/login',
      await loginBody(suite.app, 'vier@example.nl'),
    );
    expect(other.json().status).toBe('success');
  });

  it('reads the setting as a whole number of at least 1, and stops the start on anything else', () => {
    expect(parseLoginCallsPerIp(undefined)).toBeUndefined();
    expect(parseLoginCallsPerIp('200')).toBe(200);
    expect(() => parseLoginCallsPerIp('0')).toThrow(/LOGIN_CALLS_PER_IP/);
    expect(() => parseLoginCallsPerIp('veel')).toThrow(/LOGIN_CALLS_PER_IP/);
  });
});
