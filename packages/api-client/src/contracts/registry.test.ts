import { describe, expect, it } from 'vitest';
import { fixtures } from '../fixtures/index.js';
import type { CallContract } from './common.js';
import { type ApiCallName, apiContracts, routePattern } from './registry.js';

const entries = Object.entries(apiContracts) as [ApiCallName, CallContract][];

/** State-changing authentication calls (spec 1 §7): the only ones with the anti-forgery header. */
const STATE_CHANGING_AUTH: ApiCallName[] = [
  'login',
  'logout',
  'activate',
  'changeEmailFromMagicLink',
  'anonymizeUserFromMagicLink',
  'changeOwnEmail',
  'anonymizeAccount',
];

describe('apiContracts', () => {
  it('describes every call of the specification', () => {
    expect(entries.length).toBeGreaterThanOrEqual(40);
  });

  it.each(entries)('%s: its fixture answer matches its response schema', (name, contract) => {
    const fixture = fixtures[name];
    if (contract.responseType === 'binary') return;
    const parsed = contract.response.safeParse(fixture.response);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(entries)('%s: its fixture request matches its request schemas', (name, contract) => {
    const request: { params?: unknown; query?: unknown; body?: unknown } =
      'request' in fixtures[name] ? (fixtures[name] as { request: object }).request : {};
    for (const [schema, value] of [
      [contract.params, request.params ?? {}],
      [contract.querystring, request.query ?? {}],
      [contract.body, request.body],
    ] as const) {
      if (schema) expect(schema.safeParse(value).error?.issues ?? []).toEqual([]);
    }
  });

  it.each(entries)('%s: every path placeholder has a parameter schema', (_name, contract) => {
    const names = [...contract.path.matchAll(/\{\+?([^}]+)\}/g)].map((match) => match[1]);
    const shape =
      contract.params && 'shape' in contract.params ? Object.keys(contract.params.shape as object) : [];
    expect(shape.sort()).toEqual(names.sort());
  });

  it('sends the anti-forgery header on state-changing authentication calls only (spec 1 §7)', () => {
    const marked = entries.filter(([, c]) => c.antiForgery).map(([name]) => name);
    expect(marked.sort()).toEqual([...STATE_CHANGING_AUTH].sort());
  });

  it('includes credentials where the spec marks them and for session calls', () => {
    for (const name of [
      'newsOverview',
      'markAssignment',
      'summaryPage',
      'login',
      'isSessionValid',
      'startRun',
    ] as const) {
      expect(apiContracts[name].credentials, name).toBe(true);
    }
    for (const name of [
      'organisationOverview',
      'storyOverview',
      'menuItems',
      'redirectFrom',
      'homepage',
      'page',
      'search',
    ] as const) {
      expect(apiContracts[name].credentials, name).toBe(false);
    }
  });

  it('gives the 500 ms auth retry to login, logout, activate, change e-mail and anonymize; none to the redirect lookup', () => {
    const auth = entries.filter(([, c]) => c.retry === 'auth').map(([name]) => name);
    expect(auth.sort()).toEqual(
      ['login', 'logout', 'activate', 'changeEmailFromMagicLink', 'anonymizeUserFromMagicLink'].sort(),
    );
    expect(apiContracts.redirectFrom.retry).toBe('none');
  });

  it('marks the calls the spec does not show as project choices', () => {
    for (const name of [
      'startRun',
      'markInfoSlideDone',
      'changeOwnEmail',
      'saveEditableDocument',
      'altchaChallenge',
      'listBlobs',
      'certificateImage',
      'newsletterSubscribe',
    ] as const) {
      expect(apiContracts[name].projectChoice, name).toBeTypeOf('string');
    }
  });

  it('turns path templates into router patterns', () => {
    expect(routePattern(apiContracts.page.path)).toBe('/api/drupal*');
    expect(routePattern(apiContracts.changeOwnEmail.path)).toBe(
      '/api/v1/authentication/change-own-email/:userId/:newEmail',
    );
    expect(routePattern(apiContracts.certificateImage.path)).toBe('/api/elearning/Certificate/Image/:id.png');
  });
});

describe('wire strictness', () => {
  it('rejects a login answer with an unknown status', () => {
    expect(apiContracts.login.response.safeParse({ status: 'welcome' }).success).toBe(false);
  });

  it('rejects an overview without a pager', () => {
    expect(apiContracts.newsOverview.response.safeParse({ items: [] }).success).toBe(false);
  });

  it('accepts a paragraph of any bundle with arbitrary fields', () => {
    const node = {
      id: 1,
      type: 'content_page',
      label: 'x',
      field_page_content: [{ type: 'future_block', field_x: [{ value: 1 }] }],
    };
    expect(apiContracts.page.response.safeParse(node).success).toBe(true);
  });

  it('requires a label or title on a node', () => {
    expect(apiContracts.page.response.safeParse({ id: 1, type: 'news' }).success).toBe(false);
    expect(apiContracts.page.response.safeParse({ id: 1, type: 'news', title: 'Nieuws' }).success).toBe(true);
  });

  it('coerces numeric query values as a server receives them', () => {
    expect(apiContracts.newsOverview.querystring.parse({ status: '0', page: '2' })).toEqual({
      status: 0,
      page: 2,
    });
    expect(apiContracts.newsOverview.querystring.safeParse({ status: '1' }).success).toBe(false);
  });
});
