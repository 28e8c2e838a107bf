import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired } from './jwt';

function fakeJwt(claims: object): string {
  const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.sig`;
}

describe('decodeJwtPayload', () => {
  it('reads base64url claims', () => {
    expect(decodeJwtPayload(fakeJwt({ sub: 'u1', exp: 10, name: '??>>' }))).toEqual({
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

describe('isTokenExpired', () => {
  const now = Date.UTC(2025, 0, 1);

  it('is false before exp and true at or after it', () => {
    expect(isTokenExpired(fakeJwt({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired(fakeJwt({ exp: now / 1000 }), now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: now / 1000 - 1 }), now)).toBe(true);
  });

  it('treats a token without exp as still valid', () => {
    expect(isTokenExpired(fakeJwt({ sub: 'u1' }), now)).toBe(false);
  });

  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
});
