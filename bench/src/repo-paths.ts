import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root (this file is bench/src/repo-paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The bundled server the benchmark runs, as `npm start` does. */
export const SERVER_BUNDLE = fileURLToPath(
  new URL('../../apps/server/dist/server.js', import.meta.url),
);

export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/** A built server as the bench runs it: its bundle, its checkout and its migrations. */
export interface ServerBuild {
  bundle: string;
  /** The checkout it was built in (apps/server/dist/server.js is three levels below). */
  root: string;
  /** Where the bundle itself finds them (apps/server/src/paths.ts: ../drizzle from dist). */
  migrationsFolder: string;
  /** Whether it is this checkout's own build. */
  checkedOut: boolean;
}

export function serverBuild(bundle: string = SERVER_BUNDLE): ServerBuild {
  const url = pathToFileURL(bundle);
  const build: ServerBuild = {
    bundle,
    root: fileURLToPath(new URL('../../../', url)),
    migrationsFolder: fileURLToPath(new URL('../drizzle', url)),
    checkedOut: bundle === SERVER_BUNDLE,
  };
  if (!build.checkedOut && !existsSync(build.migrationsFolder)) {
    throw new Error(
      `${bundle} has no migrations at ${build.migrationsFolder}: pass the dist/server.js of a ` +
        'checkout (a git worktree with npm ci and npm run build -w @demonbane/server done).',
    );
  }
  return build;
}
