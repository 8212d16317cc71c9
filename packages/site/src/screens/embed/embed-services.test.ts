// @vitest-environment node
import { createHash } from 'node:crypto';
import {
  type ApiClientOptions,
  apiContracts,
  createApiClient,
  fixtures,
  LEARNER_TOKEN_HEADER,
  storageLearnerTokens,
} from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { createSiteServices } from '../../services/create-site-services';
import { testBrand } from '../../testing/test-brand';
import { embedServices } from './embed-services';

const ORIGIN = 'https://www.dementie.example';

/** A fetch that answers from the fixtures, records each request, and hands out a learner token once. */
function tokenServer() {
  const requests: { path: string; credentials: RequestCredentials | undefined; token: string | null }[] = [];
  const answers: Record<string, unknown> = {
    [apiContracts.startRun.path]: fixtures.startRun.response,
    [apiContracts.createCertificate.path]: fixtures.createCertificate.response,
    // A challenge the bot check solves at once (its number is 0).
    [apiContracts.altchaChallenge.path]: {
      ...fixtures.altchaChallenge.response,
      algorithm: 'SHA-256',
      salt: 'zout',
      challenge: createHash('sha256').update('zout0').digest('hex'),
      maxnumber: 10,
    },
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const token = new Headers(init?.headers).get(LEARNER_TOKEN_HEADER);
    requests.push({ path: url.pathname, credentials: init?.credentials, token });
    const headers = new Headers({ 'content-type': 'application/json' });
    // As the server will: a new learner's token in the answer to `new`.
    if (token === 'new') headers.set(LEARNER_TOKEN_HEADER, 'learner-1.signature');
    const body = answers[url.pathname];
    return new Response(JSON.stringify(body ?? null), { status: body === undefined ? 404 : 200, headers });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

function setUp() {
  const server = tokenServer();
  const stored = new Map<string, string>();
  const tokens = storageLearnerTokens(
    { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    'test-key',
  );
  const frame = createSiteServices({ brand: testBrand(), origin: ORIGIN, fetch: server.fetch });
  const services = embedServices(frame, {
    tokens,
    client: (options: ApiClientOptions) => createApiClient({ ...options, fetch: server.fetch }),
  });
  return { services, server, stored };
}

describe("the embed page's services: the learner token, never a cookie (decision 0085)", () => {
  it('sends every call of the player, the certificate form and the bot check with the one token, no cookies', async () => {
    const { services, server, stored } = setUp();
    await services.api.startRun(2);
    await services.botCheck.prepare();
    await services.auth.deps.api.createCertificate({
      personName: 'Anna de Vries',
      runId: '0b6c7a1e-2f3d-4e5a-8b9c-1d2e3f4a5b6c',
    });
    expect(server.requests.map((request) => request.path)).toEqual([
      apiContracts.startRun.path,
      apiContracts.altchaChallenge.path,
      apiContracts.createCertificate.path,
    ]);
    // The first call asks for a learner, every later one is that learner; no call sends a cookie.
    expect(server.requests.map((request) => request.token)).toEqual([
      'new',
      'learner-1.signature',
      'learner-1.signature',
    ]);
    expect(server.requests.every((request) => request.credentials === 'omit')).toBe(true);
    expect(stored.get('test-key')).toBe('learner-1.signature');
  });

  it('starts as a guest, asks nothing about a session, and keeps no analytics', () => {
    const { services, server } = setUp();
    expect(services.auth.getState()).toEqual({ status: 'logged out' });
    expect(services.analytics.push({ event: 'page_view' })).toBe(false);
    expect(services.analytics.pageView('/geregistreerd')).toBe(false);
    expect(server.requests).toEqual([]);
    expect('dataLayer' in globalThis).toBe(false);
  });

  it("keeps the frame's brand, origin and consent", () => {
    const { services } = setUp();
    expect(services.brand.id).toBe('dementie');
    expect(services.origin).toBe(ORIGIN);
    expect(services.consent).toBeDefined();
  });
});
