import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Scale 10: 1 million accounts, enough that 16 clients rarely hit the same branch row twice. */
const SCALE = 10;
const CLIENTS = 16;
const THREADS = 2;
const SECONDS = 10;

export type PgbenchResult =
  | {
      ran: true;
      /** TPC-B (pgbench's default script), synchronous_commit as the server has it (on by default). */
      command: string;
      scale: number;
      clients: number;
      seconds: number;
      tps: number;
      latencyMs: number | null;
      synchronousCommit: string;
    }
  | { ran: false; note: string };

async function onPgbenchPath(): Promise<boolean> {
  try {
    await run('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's own write benchmark on the same server, as the yardstick for the player
 * loop: TPC-B is five statements in one synchronously committed transaction, so its
 * tps is about what this machine's disk and cores allow for small write transactions.
 * Runs in a scratch database `pgbench_<timestamp>`, dropped afterwards.
 */
export async function runPgbench(adminUrl: string | undefined): Promise<PgbenchResult> {
  if (!adminUrl) return { ran: false, note: 'skipped: no DATABASE_URL (PGlite run)' };
  if (!(await onPgbenchPath())) return { ran: false, note: 'skipped: pgbench is not on PATH' };
  const name = `pgbench_${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 17)}`;
  const synchronousCommit = await admin(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"`);
    const { rows } = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
    return rows[0]?.synchronous_commit ?? '?';
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    process.stdout.write(`pgbench: initialising ${name} at scale ${SCALE}… `);
    await run('pgbench', ['-i', '-q', '-s', String(SCALE), url.toString()], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const args = ['-c', String(CLIENTS), '-j', String(THREADS), '-T', String(SECONDS)];
    const { stdout } = await run('pgbench', [...args, url.toString()], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const tps = /^tps = ([\d.]+)/m.exec(stdout);
    const latency = /^latency average = ([\d.]+) ms/m.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    const result: PgbenchResult = {
      ran: true,
      command: `pgbench ${args.join(' ')} (TPC-B, simple protocol)`,
      scale: SCALE,
      clients: CLIENTS,
      seconds: SECONDS,
      tps: Math.round(Number(tps[1]) * 10) / 10,
      latencyMs: latency ? Number(latency[1]) : null,
      synchronousCommit,
    };
    console.log(`${result.tps} tps, ${result.latencyMs ?? '–'} ms average`);
    return result;
  } finally {
    await admin(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  }
}
