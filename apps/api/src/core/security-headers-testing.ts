// The set-up the security-header tests share (security-headers*.test.ts). Not part of the server.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiModule } from './module';

/** A module with a JSON call and a per-visitor page field, as auth has. */
export const probeModule: ApiModule = {
  name: 'probe',
  create: () => ({
    routes(app) {
      app.get('/api/probe', async () => ({ ok: true }));
    },
    pageFields: async (request) => ({ csrf: `token-of-${request.cookies.dm_csrf ?? 'new'}` }),
    renderNeutralCookies: ['dm_csrf'],
  }),
};

/** The headers every answer carries, page or call. */
export function expectEveryAnswerHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  expect(response.headers['permissions-policy']).toContain('microphone=()');
  expect(response.headers['permissions-policy']).toContain('geolocation=()');
  expect(response.headers['permissions-policy']).toContain('payment=()');
  expect(response.headers['permissions-policy']).toContain('usb=()');
  expect(response.headers['permissions-policy']).toMatch(/fullscreen=\(self [^)]*youtube-nocookie/);
}
