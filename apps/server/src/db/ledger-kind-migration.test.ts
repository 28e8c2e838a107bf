import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths';

/** The migrations in order, as drizzle applies them: statements split at the breakpoints. */
const migrations = readdirSync(MIGRATIONS_FOLDER)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();
const statements = (file: string) =>
  readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint');

const db = new PGlite();
afterAll(() => db.close());

describe('migration 0011: ledger kind and reference', () => {
  it('reads the kind and the reference of every existing row from its reason', async () => {
    const index = migrations.findIndex((f) => f.startsWith('0011_'));
    expect(index).toBeGreaterThan(0);
    for (const file of migrations.slice(0, index))
      for (const s of statements(file)) await db.exec(s);
    const [user] = (
      await db.query<{ id: string }>(
        `INSERT INTO users (username, password_hash) VALUES ('old', 'x') RETURNING id`,
      )
    ).rows;
    const rows: [string, number, string][] = [
      ['gold', 1000, 'starting purse'],
      ['gold', 40, 'hunt win: imp'],
      ['soul', 2, 'explore win: ghoul'],
      ['gold', -4, 'defeat by imp'],
      ['gold', -3, 'fled from ghoul'],
      ['gold', -120, 'shop: 2 × potion-minor'],
      ['soul', -50, 'gacha: Ashen Coffer x11'],
      ['gold', -20, 'bazaar fee: knife'],
      ['gold', -500, 'bazaar buy: 0b7c1c4e-0000-4000-8000-000000000001'],
      ['gold', 500, 'bazaar sale: 0b7c1c4e-0000-4000-8000-000000000001'],
      ['gold', -893, 'account deleted'],
      ['gold', 7, 'bench setup: gold'],
    ];
    for (const [currency, delta, reason] of rows)
      await db.query(
        `INSERT INTO currency_ledger (user_id, currency, delta, reason) VALUES ($1, $2, $3, $4)`,
        [user!.id, currency, delta, reason],
      );
    for (const s of statements(migrations[index]!)) await db.exec(s);

    const read = await db.query<{ kind: string; ref: string | null; reason: string }>(
      `SELECT kind, ref, reason FROM currency_ledger ORDER BY id`,
    );
    expect(read.rows.map((r) => [r.reason, r.kind, r.ref])).toEqual([
      ['starting purse', 'starting_purse', null],
      ['hunt win: imp', 'battle_reward', 'imp'],
      ['explore win: ghoul', 'battle_reward', 'ghoul'],
      ['defeat by imp', 'defeat', 'imp'],
      ['fled from ghoul', 'defeat', 'ghoul'],
      ['shop: 2 × potion-minor', 'shop', 'potion-minor'],
      ['gacha: Ashen Coffer x11', 'gacha', 'Ashen Coffer'],
      ['bazaar fee: knife', 'bazaar_fee', 'knife'],
      [
        'bazaar buy: 0b7c1c4e-0000-4000-8000-000000000001',
        'bazaar_buy',
        '0b7c1c4e-0000-4000-8000-000000000001',
      ],
      [
        'bazaar sale: 0b7c1c4e-0000-4000-8000-000000000001',
        'bazaar_sale',
        '0b7c1c4e-0000-4000-8000-000000000001',
      ],
      ['account deleted', 'account_deleted', null],
      ['bench setup: gold', 'grant', null],
    ]);
    // From now on a row without a kind is refused.
    await expect(
      db.query(
        `INSERT INTO currency_ledger (user_id, currency, delta, reason) VALUES ($1, 'gold', 1, 'x')`,
        [user!.id],
      ),
    ).rejects.toThrow(/kind/);
  });
});
