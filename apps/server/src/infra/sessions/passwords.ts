import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Unknown usernames are checked against this throwaway hash so that a missing
 * account takes as long to refuse as a wrong password.
 */
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
}
