import { counterResponseSchema } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createCounterModule } from '.';

describe.each(testBackends())('counter on $name', (backend) => {
  const suite = useTestApp(backend, { modules: [createCounterModule()] });

  it('answers a plain number that grows with every certificate issued', async () => {
    const before = await suite.app.inject({ method: 'GET', url: '/api/v1/counter' });
    expect(before.statusCode).toBe(200);
    expect(before.body).toBe('0');
    expect(counterResponseSchema.parse(before.json())).toBe(0);
    await suite.server.runtime.context.events.emit('certificate.created', {
      certificateId: 'c1',
      runId: 'r1',
    });
    await suite.server.runtime.context.events.emit('certificate.created', {
      certificateId: 'c2',
      runId: 'r2',
    });
    const after = await suite.app.inject({ method: 'GET', url: '/api/v1/counter' });
    expect(after.body).toBe('2');
    expect(after.headers['content-type']).toContain('application/json');
  });
});
