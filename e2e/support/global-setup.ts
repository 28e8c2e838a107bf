import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '@demonbane/test-support/free-port';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server most specs use: on PostgreSQL (a fresh database for the run). */
    baseUrl: string;
    /** The same build on PGlite in a throwaway DATA_DIR, exactly as `npm start` runs it. */
    pgliteBaseUrl: string;
    /** The PostgreSQL database behind baseUrl, for specs that set up state directly. */
    databaseUrl: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, 'apps/server/dist/server.js');
/** Where e2e makes its database; the machines and CI run PostgreSQL here. */
const ADMIN_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  // A fast forge: three Iron Ore (6 minutes) take under 2 s.
  FORGE_TIME_SCALE: '0.005',
  // Two servers (and a spec's own) on one host: no metrics listener to fight over.
  METRICS_PORT: '0',
};

/** Starts the production build (`npm run build` first) twice: on PostgreSQL and on PGlite. */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it for you).');
  }
  const dbName = `demonbane_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();

  const dataDir = mkdtempSync(join(tmpdir(), 'demonbane-e2e-'));
  const postgresServer = start(await freePort(), { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const pgliteServer = start(await freePort(), { DATABASE_URL: '', DATA_DIR: dataDir });
  await Promise.all([postgresServer.ready, pgliteServer.ready]);
  project.provide('baseUrl', postgresServer.url);
  project.provide('pgliteBaseUrl', pgliteServer.url);
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    await Promise.all([postgresServer.stop(), pgliteServer.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await cleanup.end();
  };
}

/**
 * Starts the built server on `port` with `env` over the e2e settings. Specs that need a
 * server of their own use it too (pwa.e2e.ts: a copy of the build that changes under it).
 */
export function start(port: number, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    ready: waitForHealth(url, child),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}
