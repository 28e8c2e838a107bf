import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { createTestApp } from '../../test/test-app';
import { sample, scrape } from '../../test/prometheus-text';
import { serveMetrics, startMetricsServer, type MetricsServer } from './metrics-server';

const testApp = await createTestApp();
const { app, database } = testApp;
const servers: MetricsServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

/** A port nobody listens on right now (the kernel picks it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function started(port = 0): Promise<{ server: MetricsServer; url: string }> {
  const server = await startMetricsServer(app.metrics!, { host: '127.0.0.1', port });
  servers.push(server);
  return { server, url: `http://127.0.0.1:${server.address.port}` };
}

describe('the metrics listener', () => {
  it('serves /metrics in the Prometheus text format, with Node’s, the database’s and the app’s metrics', async () => {
    const { url } = await started();
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('# TYPE demonbane_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'demonbane_event_streams')).toBe(0);
    expect(sample(text, 'demonbane_battles_total', { mode: 'arena', outcome: 'won' })).toBe(0);
    // Migrations and the template load ran before the app existed: only its own queries count.
    expect(sample(text, 'demonbane_db_query_duration_seconds_count')).toBeGreaterThanOrEqual(0);
    if (database.kind === 'postgres') {
      expect(sample(text, 'demonbane_db_pool_max_clients')).toBe(10);
      expect(sample(text, 'demonbane_db_pool_clients')).toBeGreaterThanOrEqual(0);
      expect(text).not.toContain('demonbane_pglite_queue_depth');
    } else {
      expect(sample(text, 'demonbane_pglite_queue_depth')).toBe(0);
      expect(text).not.toContain('demonbane_db_pool_clients');
    }
  });

  it('answers nothing else: 404 off /metrics, 405 for other methods', async () => {
    const { url } = await started();
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/api/health`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(405);
    const head = await fetch(`${url}/metrics`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('is not on the game’s port', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('nodejs_');
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('binds 127.0.0.1 on port 9464 unless told otherwise', async () => {
    const defaults = loadEnv({});
    expect(defaults.METRICS_HOST).toBe('127.0.0.1');
    expect(defaults.METRICS_PORT).toBe(9464);
    // 9464 itself may be taken on this machine: the default host with a free port.
    const port = await freePort();
    const server = await serveMetrics(app, { ...defaults, METRICS_PORT: port });
    expect(server).toBeDefined();
    servers.push(server!);
    expect(server!.address).toMatchObject({ address: '127.0.0.1', port });
    expect(sample(await scrape(`http://127.0.0.1:${port}`), 'demonbane_event_streams')).toBe(0);
  });

  it('validates METRICS_PORT and METRICS_HOST like every other setting', () => {
    expect(() => loadEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(loadEnv({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.11' })).toMatchObject({
      METRICS_PORT: 9100,
      METRICS_HOST: '10.0.0.11',
    });
  });

  it('is off with METRICS_PORT=0: no registry, no listener, no request hook', async () => {
    const off = await createTestApp({ METRICS_PORT: '0' }, { sameDatabaseAs: testApp });
    expect(off.app.metrics).toBeUndefined();
    expect(await serveMetrics(off.app, off.env)).toBeUndefined();
    expect((await off.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('leaves the game serving when its port is taken', async () => {
    const { server } = await started();
    const second = await serveMetrics(app, {
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: server.address.port,
    });
    expect(second).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('stops listening when closed', async () => {
    const server = await startMetricsServer(app.metrics!, { host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${server.address.port}`;
    await scrape(url);
    await server.close();
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
  });
});
