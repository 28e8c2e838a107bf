import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET } from '../test-app';

/**
 * Hand-made session tokens, built the way auth.ts signs them (HS256 over
 * `{ sub, sid, iat, exp }`) from a token the server issued, so each bad token
 * differs from a good one in one way only. Expiry is checked by @fastify/jwt
 * against the wall clock, not the test app's injected clock, so times here are
 * real seconds.
 */
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signHs256(payload: object, secret = TEST_JWT_SECRET): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** The claims of a token the server issued. */
export const claimsOf = (token: string): { sub: string; sid: string; iat: number; exp: number } =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** The same session, expired a minute ago. */
export const expiredToken = (issued: string) =>
  signHs256({ ...claimsOf(issued), iat: nowSeconds() - 7200, exp: nowSeconds() - 60 });

/** The same claims, signed with another key. */
export const wrongKeyToken = (issued: string) =>
  signHs256(claimsOf(issued), 'another-secret-that-is-long-enough-for-hs256-9876543210');

/** Unsigned: the classic downgrade a verifier must refuse. */
export const algNoneToken = (issued: string) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(issued))}.`;

export const GARBAGE_TOKEN = 'not-a-token.at-all.really';
