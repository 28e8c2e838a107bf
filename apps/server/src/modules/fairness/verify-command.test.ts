import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createHero } from '../../test/fixtures';
import { gachaPity, heroes } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;

const SCRIPT = fileURLToPath(
  new URL('../../../../../packages/game/scripts/verify.ts', import.meta.url),
);

/** `npm run verify -- …` as a player runs it (its script, under tsx). */
async function verify(args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      SCRIPT,
      ...args,
    ]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('npm run verify', () => {
  it('prints the items a real draw answered, from the revealed seed; a wrong hash fails it', async () => {
    const p = await createHero(app);
    await db.update(heroes).set({ gold: 10_000 }).where(eq(heroes.userId, p.userId));
    await db.insert(gachaPity).values({ userId: p.userId, boxIndex: 0, sinceEpic: 59 });
    const drawn = (await p.post('/api/gacha', { box: 0, amount: 11 })).json();
    const { revealed } = (await p.post('/api/fairness/rotate')).json();
    const { fairness } = drawn;
    const args = [
      '--server-seed',
      revealed.server_seed,
      '--client-seed',
      fairness.client_seed,
      '--nonce',
      String(fairness.nonce),
      '--box',
      '0',
      '--amount',
      '11',
      '--pity',
      JSON.stringify(fairness),
    ];

    const honest = await verify([...args, '--server-seed-hash', fairness.server_seed_hash]);
    expect(honest.code, honest.stderr).toBe(0);
    const items = JSON.parse(honest.stdout) as Record<string, unknown>[];
    expect(
      items.map(({ name, rarity, level, source }) => ({ name, rarity, level, source })),
    ).toEqual(
      drawn.items.map(({ name, rarity, level, source }: Record<string, unknown>) => ({
        name,
        rarity,
        level,
        source,
      })),
    );
    // At 59 of 60 dry draws, the first is the pity draw.
    expect(items[0]!.source).toBe('pity');

    const wrong = await verify([...args, '--server-seed-hash', revealed.server_seed]);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toContain('does not match the committed hash');
  });
});
