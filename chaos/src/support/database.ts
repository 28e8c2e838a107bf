import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the chaos tests make their databases (CI and the machines run PostgreSQL here). */
export const ADMIN_URL =
  process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database for one test file; the server migrates it at start. */
export async function createDatabase(label: string): Promise<FreshDatabase> {
  const name = `demonbane_chaos_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  return {
    url,
    name,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A client on the test database, for reading state straight from PostgreSQL. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // The server is SIGKILLed while this client stays connected; never let an error kill the run.
  client.on('error', () => {});
  await client.connect();
  return client;
}
