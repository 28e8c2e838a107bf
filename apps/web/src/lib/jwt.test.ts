import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/fixtures';
import { decodeJwtPayload, tokenExpiresAt } from './jwt';

describe('decodeJwtPayload', () => {
  it('reads base64url claims', () => {
    expect(decodeJwtPayload(makeToken({ sub: 'u1', exp: 10, name: '??>>' }))).toEqual({
      sub: 'u1',
      exp: 10,
      name: '??>>',
    });
  });

  it('returns null for anything that is not a JWT', () => {
    expect(decodeJwtPayload('nope')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(`a.${btoa('[1]')}.c`)).toBeNull();
  });
});

describe('tokenExpiresAt', () => {
  it('is the exp claim in milliseconds', () => {
    expect(tokenExpiresAt(makeToken({ sub: 'u1', exp: 1_750_000_000 }))).toBe(1_750_000_000_000);
  });

  it('is null for a token without a numeric exp or one that cannot be read', () => {
    expect(tokenExpiresAt(makeToken({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiresAt(makeToken({ exp: '1750000000' }))).toBeNull();
    expect(tokenExpiresAt('garbage')).toBeNull();
  });
});
