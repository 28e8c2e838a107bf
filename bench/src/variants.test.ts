import { huntApi } from '@demonbane/shared/hunt-api';
import { userApi } from '@demonbane/shared/user-api';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../apps/server/src/config/env';
import { IDEMPOTENCY_HEADER, intentKeyHeader, variant } from './variants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('variants', () => {
  it('client-true runs the server at its own default log level and sends keys', () => {
    const clientTrue = variant('client-true');
    expect(clientTrue.logLevel).toBe(loadEnv({}).LOG_LEVEL);
    expect(clientTrue.sendKeys).toBe(true);
  });

  it('best case runs at warn and sends no keys', () => {
    expect(variant('best-case')).toMatchObject({ logLevel: 'warn', sendKeys: false });
  });
});

describe('intentKeyHeader', () => {
  it('gives a fresh UUID per intent on a route that accepts a key', () => {
    const first = intentKeyHeader(huntApi.attack, true)[IDEMPOTENCY_HEADER];
    const second = intentKeyHeader(huntApi.attack, true)[IDEMPOTENCY_HEADER];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('gives none on a route that takes no key, nor when the variant sends none', () => {
    expect(intentKeyHeader(userApi.user, true)).toEqual({});
    expect(intentKeyHeader(huntApi.attack, false)).toEqual({});
  });
});
