import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { readSnapshot } from '@demonbane/test-support/read-snapshot';
import { openDatabase } from '../db/open-database';
import { MIGRATIONS_FOLDER } from '../paths';
import { battleShortcuts } from '../test/battle-shortcuts';
import { drizzleQuery } from '../test/economy-model/database-query';
import { createHero, fightHuntOut, type TestPlayer } from '../test/fixtures';
import { openPgliteDir, tempDataDir } from '../test/pglite-data-dir';
import { createTestApp, type TestApp } from '../test/test-app';
import { backupDatabase, restoreDatabase } from './backup';
import { backupKindOf } from './backup-file';
import { serveOperators } from './operator-server';

const onPostgres = process.env.TEST_DB === 'postgres';
const dataDir = tempDataDir();
const t = await createTestApp({}, { ownDatabase: true, ...(onPostgres ? {} : { dataDir }) });
const env = onPostgres
  ? { DATABASE_URL: t.databaseUrl!, DATA_DIR: dataDir }
  : { DATA_DIR: dataDir };
// PGlite: the game holds the directory, so backups are taken through its socket, as from a live server.
if (!onPostgres) {
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  serveOperators({ lock: t.database.lock!, database: t.database, dataDir, operations: {}, log });
}
const newFile = (name: string) => join(tempDataDir(), name);

/** Several players shop, trade on the bazaar (one piece sold, one still listed) and fight. */
async function play({ app, database, clock }: TestApp): Promise<TestPlayer[]> {
  const [a, b, c] = [
    await createHero(app, { gearInPack: true }),
    await createHero(app, { gearInPack: true }),
    await createHero(app, { gearInPack: true }),
  ];
  const ok = async (reply: Promise<{ statusCode: number; body: string }>) =>
    expect((await reply).statusCode, (await reply).body).toBe(200);
  await ok(a!.post('/api/shop/purchase', { itemId: 'potion', type: 'gold', qty: 3 }));
  const piece = { item_id: 'hunters-knife', rarity: 'Common', currency: 'gold' };
  const sold = await a!.post('/api/bazaar/list', { ...piece, price: 500 });
  expect(sold.statusCode, sold.body).toBe(200);
  await ok(b!.post('/api/bazaar/buy', { listingId: sold.json().listing._id }));
  await ok(c!.post('/api/bazaar/list', { ...piece, price: 700 }));
  const { makeStrong, oneHitLeft } = battleShortcuts(database.db, clock);
  await makeStrong(c!);
  await ok(c!.post('/api/hunt/set-hunt', { hunt: 1 }));
  await oneHitLeft(c!);
  expect((await fightHuntOut(c!)).rewards).toBeTruthy();
  return [a!, b!, c!];
}

const snapshotOf = (db: TestApp['database']['db']) => readSnapshot(drizzleQuery(db));

/** Reopens the game's database as a server starting would (migrating it), reads it, closes it. */
async function snapshotAfterRestart() {
  const database = onPostgres
    ? await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir,
        migrationsFolder: MIGRATIONS_FOLDER,
      })
    : await openPgliteDir(dataDir);
  try {
    return await snapshotOf(database.db);
  } finally {
    await database.close();
  }
}

/** Empties the game's database, as a lost disk or a bad migration would. */
async function wipe() {
  if (!onPostgres) return rmSync(join(dataDir, 'pglite'), { recursive: true });
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(
    'DROP SCHEMA drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public',
  );
  await client.end();
}

// A PGlite dump, gzip and restore of a whole data directory take seconds each.
describe(
  `db:backup and db:restore on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
  { timeout: 120_000 },
  () => {
    it('a backup restored after a wipe gives back the same ledger, balances, pieces and listings', async () => {
      const [a] = await play(t);
      const before = await snapshotOf(t.database.db);
      expect(before.ledger.length).toBeGreaterThan(6);
      expect(before.listings.map((l) => l.status).sort()).toEqual(['active', 'sold']);
      expect(before.heroes).toHaveLength(3);

      const backup = newFile('game.backup');
      const made = await backupDatabase(env, backup, 'alice');
      expect(made, JSON.stringify(made)).toMatchObject({ ok: true });
      expect(backupKindOf(backup)).toBe(onPostgres ? 'postgres' : 'pglite');
      expect(await backupDatabase(env, backup, 'alice')).toEqual({
        ok: false,
        message: `${backup} already exists: choose a new name.`,
      });

      // Played on after the backup: the restore must undo this.
      const bought = await a!.post('/api/shop/purchase', {
        itemId: 'potion',
        type: 'gold',
        qty: 1,
      });
      expect(bought.statusCode).toBe(200);
      const later = await snapshotOf(t.database.db);
      expect(later).not.toEqual(before);

      const refused = await restoreDatabase(env, backup, false);
      expect(refused.ok).toBe(false);
      expect(refused).toMatchObject({ message: expect.stringMatching(/The game is running on/) });
      expect(await snapshotOf(t.database.db), 'a refused restore changes nothing').toEqual(later);

      // The game stops: its LISTEN connections close with the app, its pool with the database.
      await t.app.close();
      await t.database.close();
      await wipe();
      const restored = await restoreDatabase(env, backup, false);
      expect(restored, JSON.stringify(restored)).toMatchObject({ ok: true });
      expect(await snapshotAfterRestart()).toEqual(before);
    });

    it('refuses a file of the other database kind, or no backup at all, changing nothing', async () => {
      const before = await snapshotAfterRestart();
      const otherKind = newFile('other.backup');
      writeFileSync(otherKind, onPostgres ? gzipSync('not ours') : 'PGDMP and more');
      const other = await restoreDatabase(env, otherKind, true);
      expect(other).toMatchObject({
        ok: false,
        message: expect.stringMatching(
          onPostgres
            ? /is a PGlite backup .* but the game's database here is PostgreSQL \(DATABASE_URL\): a backup restores only into its own kind/
            : /is a PostgreSQL backup \(pg_dump\), but the game's database here is PGlite \(DATA_DIR\)/,
        ),
      });
      const text = newFile('notes.txt');
      writeFileSync(text, 'hello');
      expect(await restoreDatabase(env, text, true)).toEqual({
        ok: false,
        message: `${text} is not a backup made by npm run db:backup.`,
      });
      const missing = newFile('missing.backup');
      expect(await restoreDatabase(env, missing, true)).toEqual({
        ok: false,
        message: `${missing} does not exist.`,
      });
      expect(await snapshotAfterRestart()).toEqual(before);
    });

    if (onPostgres) {
      it('restores under a running game with --force, and says so when pg_dump is missing', async () => {
        const game = await openDatabase({
          databaseUrl: env.DATABASE_URL,
          dataDir,
          migrationsFolder: MIGRATIONS_FOLDER,
        });
        try {
          const before = await snapshotOf(game.db);
          const backup = newFile('forced.backup');
          expect(await backupDatabase(env, backup, 'alice')).toMatchObject({ ok: true });
          await wipe();
          expect(await restoreDatabase(env, backup, false)).toMatchObject({ ok: false });
          expect(await restoreDatabase(env, backup, true)).toMatchObject({ ok: true });
          expect(await snapshotOf(game.db)).toEqual(before);
        } finally {
          await game.close();
        }
        const path = process.env.PATH;
        process.env.PATH = '';
        try {
          const out = newFile('nowhere.backup');
          expect(await backupDatabase(env, out, 'alice')).toMatchObject({
            ok: false,
            message: expect.stringMatching(/^pg_dump is not installed or not on PATH/),
          });
          expect(existsSync(out), 'no file is left behind').toBe(false);
        } finally {
          process.env.PATH = path;
        }
      });
    } else {
      it('moves the directory it replaces aside, and refuses while a server holds it', async () => {
        const backup = newFile('again.backup');
        expect(await backupDatabase(env, backup, 'alice')).toMatchObject({ ok: true });
        const restored = await restoreDatabase(env, backup, true);
        expect(restored).toMatchObject({
          ok: true,
          text: expect.stringMatching(/The previous database is kept in .*pglite\.before-restore-/),
        });
        expect(
          readdirSync(dataDir).filter((f) => f.startsWith('pglite.before-restore-')),
        ).toHaveLength(1);
        const holder = await openPgliteDir(dataDir);
        try {
          expect(await restoreDatabase(env, backup, true)).toMatchObject({
            ok: false,
            message: expect.stringMatching(
              /stop the server first. \(--force does not apply to PGlite/,
            ),
          });
        } finally {
          await holder.close();
        }
      });
    }
  },
);
