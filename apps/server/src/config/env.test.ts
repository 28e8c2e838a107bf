import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has defaults that serve the game on port 3000 with PGlite in ./data', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('reads TRUST_PROXY as all hops, a hop count or proxy addresses', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toBe(
      '127.0.0.1, 10.0.0.0/8',
    );
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it("sizes PGlite's page cache in MB, 32 unless told", () => {
    expect(loadEnv({}).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(loadEnv({ PGLITE_SHARED_BUFFERS_MB: '128' }).PGLITE_SHARED_BUFFERS_MB).toBe(128);
    expect(() => loadEnv({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    expect(() => loadEnv({ PGLITE_SHARED_BUFFERS_MB: '2048' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });

  it('runs one server process unless told, and several only on PostgreSQL', () => {
    expect(loadEnv({}).WEB_CONCURRENCY).toBe(1);
    const url = 'postgres://postgres@127.0.0.1:5432/demonbane';
    expect(loadEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: url }).WEB_CONCURRENCY).toBe(2);
    expect(() => loadEnv({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one server process needs DATABASE_URL/,
    );
    expect(() => loadEnv({ WEB_CONCURRENCY: '0', DATABASE_URL: url })).toThrow(/WEB_CONCURRENCY/);
  });

  it('rejects bad values with a readable message', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}PORT/);
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
