import { describe, expect, inject, it } from 'vitest';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../db/database';
import { isDataDirLocked } from '../db/pglite-lock';
import { openPgliteDir, tempDataDir } from '../test/pglite-data-dir';
import { EXIT, openHere, runAdmin } from './command-line';
import type { Operation, OperationContext } from './operation';
import { OPERATOR_SECRET_FILE } from './operator-secret';
import { serveOperators } from './operator-server';
import { usageError } from './admin-args';

const onPostgres = process.env.TEST_DB === 'postgres';

/** A command for these tests alone: says a word back, with how many accounts the database has. */
function echoCommand() {
  const seen: OperationContext[] = [];
  const echo: Operation = {
    usage: '<word>',
    summary: 'Says the word back.',
    async run(ctx, args) {
      if (args.length !== 1) return usageError('echo', '<word>', 'echo takes exactly one word.');
      seen.push(ctx);
      if (args[0] === 'no') return { ok: false, message: 'The word "no" is refused.' };
      const [row] = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`SELECT count(*)::int AS n FROM users WHERE username LIKE 'echo_%'`,
      );
      const text = `${args[0]}: ${row!.n} by ${ctx.operator}`;
      return { ok: true, text, data: { word: args[0], accounts: row!.n } };
    },
  };
  return { seen, operations: { echo } };
}

/** Runs the command line and keeps what it printed. */
async function admin(
  argv: string[],
  env: { DATABASE_URL?: string; DATA_DIR: string },
  operations: Record<string, Operation>,
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    env,
    operations,
    operator: 'alice',
    io: { out: (t) => out.push(t), err: (t) => err.push(t) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const addAccount = (database: DatabaseHandle, name: string) =>
  database.db.execute(sql`INSERT INTO users (username, password_hash) VALUES (${name}, '!')`);

describe('npm run admin: arguments', () => {
  const env = { DATA_DIR: tempDataDir() };

  it('help lists every command with its usage and summary', async () => {
    const { operations } = echoCommand();
    const r = await admin(['help'], env, operations);
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toMatch(/^ {2}help {9}List the commands/m);
    expect(r.out).toMatch(/^ {2}echo <word> {2}Says the word back\.$/m);
    const json = await admin(['help', '--json'], env, operations);
    expect(JSON.parse(json.out)).toContainEqual({
      command: 'echo',
      usage: '<word>',
      summary: 'Says the word back.',
    });
  });

  it('an unknown command or none at all: a message and the usage, exit 2, nothing run', async () => {
    const { seen, operations } = echoCommand();
    const unknown = await admin(['ehco', 'x'], env, operations);
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.err).toContain('Unknown command "ehco".');
    expect(unknown.err).toContain('echo <word>');
    const none = await admin([], env, operations);
    expect(none.code).toBe(EXIT.usage);
    expect(none.err).toContain('No command given.');
    expect(seen).toEqual([]);
  });
});

if (onPostgres) {
  describe('npm run admin on PostgreSQL (DATABASE_URL)', () => {
    const env = { DATABASE_URL: inject('databaseUrl'), DATA_DIR: tempDataDir() };

    it('runs the command on the database and prints its text, or its JSON', async () => {
      const { seen, operations } = echoCommand();
      const before = await admin(['echo', 'hello'], env, operations);
      expect(before.code, before.err).toBe(EXIT.ok);
      const count = Number(/: (\d+) by alice$/.exec(before.out)?.[1]);
      const database = await openHere(env.DATABASE_URL, env.DATA_DIR);
      await addAccount(database, `echo_${Date.now()}`);
      await database.close();
      const after = await admin(['echo', 'hello', '--json'], env, operations);
      expect(after.code).toBe(EXIT.ok);
      expect(JSON.parse(after.out)).toEqual({
        ok: true,
        text: `hello: ${count + 1} by alice`,
        data: { word: 'hello', accounts: count + 1 },
      });
      expect(seen.map((ctx) => [ctx.database.kind, ctx.operator])).toEqual([
        ['postgres', 'alice'],
        ['postgres', 'alice'],
      ]);
    });

    it('a refusal exits 1 with its message; wrong arguments exit 2 with the usage', async () => {
      const { operations } = echoCommand();
      const refused = await admin(['echo', 'no'], env, operations);
      expect(refused).toMatchObject({ code: EXIT.refused, err: 'The word "no" is refused.' });
      const wrong = await admin(['echo', 'a', 'b'], env, operations);
      expect(wrong.code).toBe(EXIT.usage);
      expect(wrong.err).toBe('echo takes exactly one word.\nUsage: npm run admin -- echo <word>');
    });
  });
} else {
  describe('npm run admin on PGlite (DATA_DIR)', () => {
    const log = { info: () => {}, warn: () => {}, error: () => {} };

    type LiveServer = ReturnType<typeof echoCommand> & {
      dataDir: string;
      holder: Awaited<ReturnType<typeof openPgliteDir>>;
    };

    /** A live server holding a fresh data directory and answering operators, closed after `test`. */
    async function withLiveServer(test: (server: LiveServer) => Promise<void>) {
      const dataDir = tempDataDir();
      const holder = await openPgliteDir(dataDir);
      try {
        const { seen, operations } = echoCommand();
        serveOperators({ lock: holder.lock!, database: holder, dataDir, operations, log });
        await test({ dataDir, holder, seen, operations });
      } finally {
        await holder.close();
      }
    }

    it('asks the live server holding the directory, which runs it on its own handle', () =>
      withLiveServer(async ({ dataDir, holder, seen, operations }) => {
        const secretMode = statSync(join(dataDir, OPERATOR_SECRET_FILE)).mode & 0o777;
        expect(secretMode.toString(8), 'only its owner may read the secret').toBe('600');
        await addAccount(holder, 'echo_one');
        const r = await admin(['echo', 'hi', '--json'], { DATA_DIR: dataDir }, operations);
        expect(r.code, r.out).toBe(EXIT.ok);
        expect(JSON.parse(r.out)).toMatchObject({ ok: true, text: 'hi: 1 by alice' });
        expect(seen).toHaveLength(1);
        expect(seen[0]!.database).toBe(holder);
        const refused = await admin(['echo', 'no'], { DATA_DIR: dataDir }, operations);
        expect(refused).toMatchObject({ code: EXIT.refused, err: 'The word "no" is refused.' });
        const wrong = await admin(['echo'], { DATA_DIR: dataDir }, operations);
        expect(wrong.code).toBe(EXIT.usage);
        expect(wrong.err).toContain('echo takes exactly one word.');
      }));

    it('refuses a request with a wrong secret, running nothing', () =>
      withLiveServer(async ({ dataDir, seen, operations }) => {
        writeFileSync(join(dataDir, OPERATOR_SECRET_FILE), 'not-the-secret');
        const r = await admin(['echo', 'hi'], { DATA_DIR: dataDir }, operations);
        expect(r.code).toBe(EXIT.refused);
        expect(r.err).toContain('The operator secret is wrong');
        expect(seen).toEqual([]);
      }));

    it('opens the directory itself when no server holds it, and lets go of it after', async () => {
      const dataDir = tempDataDir();
      const holder = await openPgliteDir(dataDir);
      await addAccount(holder, 'echo_one');
      await addAccount(holder, 'echo_two');
      await holder.close();
      const { seen, operations } = echoCommand();
      const r = await admin(['echo', 'hi'], { DATA_DIR: dataDir }, operations);
      expect(r).toMatchObject({ code: EXIT.ok, out: 'hi: 2 by alice' });
      expect(seen[0]!.database.kind).toBe('pglite');
      expect(await isDataDirLocked(dataDir)).toBe(false);
    });

    it('refuses a directory with no game database in it', async () => {
      const { seen, operations } = echoCommand();
      const r = await admin(['echo', 'hi'], { DATA_DIR: tempDataDir() }, operations);
      expect(r.code).toBe(EXIT.refused);
      expect(r.err).toMatch(/no game database in .* \(DATA_DIR\)/);
      expect(seen).toEqual([]);
    });
  });
}
