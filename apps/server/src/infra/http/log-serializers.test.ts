import { Writable } from 'node:stream';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../config/env';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/open-database';
import { users } from '../../db/schema';
import { MIGRATIONS_FOLDER } from '../../paths';
import { uniqueName } from '../../test/fixtures';

const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$SECRET-SALT$SECRET-HASH-VALUE';

const databaseUrl = process.env.TEST_DB === 'postgres' ? inject('databaseUrl') : undefined;
const database = await openDatabase({
  databaseUrl,
  dataDir: 'memory://',
  pgliteTemplate: databaseUrl ? undefined : readFileSync(inject('pgliteTemplatePath')),
  poolSize: 2,
  migrationsFolder: MIGRATIONS_FOLDER,
});
const lines: string[] = [];
const app = await buildApp({
  env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }),
  db: database.db,
  jwtSecret: 'log-test-secret-that-is-long-enough-for-hs256-0123',
  serveWeb: false,
  logStream: new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
});
const taken = uniqueName();
await database.db.insert(users).values({ username: taken, passwordHash: 'x' });
// A route that fails the way a bug would: a query whose bound values must stay private.
app.get('/boom', { config: { public: true } }, async () => {
  await database.db.insert(users).values({ username: taken, passwordHash: SECRET_HASH });
});
app.get('/boom-cast', { config: { public: true } }, async () => {
  await database.db.execute(sql`SELECT ${'a-private-seed-0123'}::int + ${taken}::int`);
});
await app.ready();

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a database error in the log', () => {
  it('keeps the SQL, the code and the constraint, and none of the bound values', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const logged = lines.find((l) => l.includes('unhandled error'));
    expect(logged).toBeDefined();
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_username_lower_key');
    expect(logged).not.toContain('SECRET-HASH-VALUE');
    expect(logged).not.toContain('SECRET-SALT');
    // PostgreSQL's detail ("Key (lower(username))=(…) already exists") names the player.
    expect(logged).not.toContain(taken);
  });

  it('leaves out the parameters of a failed cast as well', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/boom-cast' });
    expect(res.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('params: [redacted]');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('a-private-seed');
  });
});
