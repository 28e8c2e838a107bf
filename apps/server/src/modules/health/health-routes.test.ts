import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('health', () => {
  it('GET /api/health and /api/health/ready answer 200 without a token', async () => {
    const { app } = await createTestApp();
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('readiness reports a lost database with 503; liveness does not ask it', async () => {
    const { app, database } = await createTestApp();
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Database unavailable.' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
