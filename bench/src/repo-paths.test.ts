import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../apps/server/src/paths';
import { REPO_ROOT, serverBuild, SERVER_BUNDLE } from './repo-paths';

describe('serverBuild', () => {
  it('is the checkout’s own bundle by default, with the migrations the server uses', () => {
    const build = serverBuild();
    expect(build).toMatchObject({ bundle: SERVER_BUNDLE, root: REPO_ROOT, checkedOut: true });
    expect(build.migrationsFolder).toBe(MIGRATIONS_FOLDER);
  });

  it('runs another checkout’s bundle from that checkout, with its migrations', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-other-build-'));
    mkdirSync(join(root, 'apps/server/drizzle'), { recursive: true });
    const build = serverBuild(join(root, 'apps/server/dist/server.js'));
    expect(build).toMatchObject({
      root: `${root}/`,
      migrationsFolder: join(root, 'apps/server/drizzle'),
      checkedOut: false,
    });
  });

  it('refuses a bundle with no migrations next to it', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-loose-bundle-'));
    expect(() => serverBuild(join(root, 'server.js'))).toThrow(/has no migrations/);
  });
});
