import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lock's socket has no file permissions (an abstract name anyone on the machine
 * can connect to), so each operator request carries this secret, which only the
 * server's user can read: a new one each time a server takes the directory.
 */
export const OPERATOR_SECRET_FILE = 'operator-secret';

/** Writes a new secret into the data directory, readable by its owner only. */
export function writeOperatorSecret(dataDir: string): string {
  const secret = randomBytes(32).toString('base64url');
  const path = join(dataDir, OPERATOR_SECRET_FILE);
  // A file made anew gets the mode; an existing one would keep whatever mode it had.
  rmSync(path, { force: true });
  writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The live server's secret, or a message saying why it cannot be read. */
export function readOperatorSecret(dataDir: string): { secret: string } | { message: string } {
  const path = join(dataDir, OPERATOR_SECRET_FILE);
  try {
    return { secret: readFileSync(path, 'utf8').trim() };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return {
      message:
        code === 'EACCES'
          ? `A server is running on ${dataDir}, but its operator secret ${path} is not readable: run this as the server's user.`
          : `A server is running on ${dataDir}, but its operator secret ${path} cannot be read (${code ?? String(err)}).`,
    };
  }
}

/** Compares in constant time, whatever the lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
