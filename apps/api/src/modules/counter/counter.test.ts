import { counterResponseSchema } from '@dementie/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testBackends } from '../../test-support/backends';
import { createCounterModule } from '.';

describe.each(testBackends())('counter on $name', (backend) => {
  let server: TestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer(backend, { modules: [createCounterModule()] });
    app = await server.runtime.buildApp();
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('answers a plain number that grows with every certificate issued', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/v1/counter' });
    expect(before.statusCode).toBe(200);
    expect(before.body).toBe('0');
    expect(counterResponseSchema.parse(before.json())).toBe(0);
    await server.runtime.context.events.emit('certificate.created', { certificateId: 'c1', runId: 'r1' });
    await server.runtime.context.events.emit('certificate.created', { certificateId: 'c2', runId: 'r2' });
    const after = await app.inject({ method: 'GET', url: '/api/v1/counter' });
    expect(after.body).toBe('2');
    expect(after.headers['content-type']).toContain('application/json');
  });
});
