import { type ApiCallName, apiContracts, type CallContract, routePattern } from '@dementie/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteRoot } from '../modules/auth/test-helpers';
import { testBackends } from '../test-support/backends';
import { useTestApp } from '../test-support/suite';
import { type RegisteredRoute, registeredRoutes } from './runtime';

const calls = Object.entries(apiContracts) as [ApiCallName, CallContract][];

/** The routes whose handler checks the path itself (a malformed part is a 404 there, see their comments). */
const UNCHECKED_PARAMS: readonly ApiCallName[] = ['page', 'certificateImage', 'certificateShareImage'];

describe('routes registered from the contracts', () => {
  const suite = useTestApp(testBackends()[0]!, {
    app: { site: { brand: 'dementie', root: fakeSiteRoot() } },
  });
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    await suite.app.ready();
    // HEAD twins follow their GET.
    routes = registeredRoutes(suite.app).filter((route) => route.method !== 'HEAD');
  });

  it.each(calls)('%s: registered once through contractRoute, with its method and path', (name, contract) => {
    const registered = routes.filter((route) => route.call === name);
    expect(registered.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: contract.method, url: routePattern(contract.path) },
    ]);
  });

  it.each(calls)('%s: checks its request with the contract’s own schemas', (name, contract) => {
    const route = routes.find((candidate) => candidate.call === name);
    expect(route?.schema?.body).toBe(contract.body);
    expect(route?.schema?.querystring).toBe(contract.querystring);
    expect(route?.schema?.params).toBe(UNCHECKED_PARAMS.includes(name) ? undefined : contract.params);
  });

  it('answers no call of the contracts with a route registered by hand', () => {
    const callRoutes = new Set(
      calls.map(([, contract]) => `${contract.method} ${routePattern(contract.path)}`),
    );
    const byHand = routes.filter((route) => !route.call && callRoutes.has(`${route.method} ${route.url}`));
    expect(byHand).toEqual([]);
  });
});
