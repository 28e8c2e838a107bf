import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET } from '../test-app';

/**
 * Hand-made session tokens, built the way auth.ts signs them (HS256 over
 * `{ sub, iat, exp }`) so each bad token differs from a good one in one way only.
 * Expiry is checked by @fastify/jwt against the wall clock, not the test app's
 * injected clock, so times here are real seconds.
 */
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signHs256(payload: object, secret = TEST_JWT_SECRET): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** A token for `sub` that the server would have issued itself. */
export const validToken = (sub: string) =>
  signHs256({ sub, iat: nowSeconds(), exp: nowSeconds() + 3600 });

export const expiredToken = (sub: string) =>
  signHs256({ sub, iat: nowSeconds() - 7200, exp: nowSeconds() - 60 });

export const wrongKeyToken = (sub: string) =>
  signHs256(
    { sub, iat: nowSeconds(), exp: nowSeconds() + 3600 },
    'another-secret-that-is-long-enough-for-hs256-9876543210',
  );

/** Unsigned: the classic downgrade a verifier must refuse. */
export const algNoneToken = (sub: string) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub, iat: nowSeconds(), exp: nowSeconds() + 3600 })}.`;

export const GARBAGE_TOKEN = 'not-a-token.at-all.really';
