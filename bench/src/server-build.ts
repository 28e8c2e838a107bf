import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, SERVER_BUNDLE } from './repo-paths';

/** Everything esbuild bundles into dist/server.js (npm dependencies stay external). */
const BUNDLE_INPUTS = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/game/src',
  'packages/shared/src',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Builds the server when the bundle is missing or older than any of its sources,
 * so a fresh clone (or a stale dist) measures the code that is checked out.
 * Returns whether it built.
 */
export function ensureServerBuilt(): boolean {
  const built = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  const sources = Math.max(...BUNDLE_INPUTS.map((p) => newestMtime(join(REPO_ROOT, p))));
  if (built > 0 && built >= sources) return false;
  console.log(built === 0 ? 'Building the server…' : 'The server bundle is stale: rebuilding…');
  execFileSync('npm', ['run', 'build', '-w', '@demonbane/server'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  return true;
}
