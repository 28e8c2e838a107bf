import { resolve } from 'node:path';

/**
 * A path the operator typed, made absolute from where they typed it: npm runs a
 * script in the project's root, and says in INIT_CWD where it was called from.
 */
export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
