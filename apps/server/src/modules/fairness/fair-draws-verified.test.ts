import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { fairDraw, fairForge } from '@demonbane/game/fair-draw';
import { planForge } from '@demonbane/game/forge';
import { BOXES, DRAW_AMOUNTS, type DrawAmount, type GachaBox } from '@demonbane/game/gacha';
import type { ItemId } from '@demonbane/game/items';
import { createRng } from '@demonbane/game/rng';
import type { DrawResponse } from '@demonbane/shared/gacha-schemas';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { gachaDraws, gachaPity, heroes, heroItems } from '../../db/schema';

const { app, database, clock, fairSeeds } = await createTestApp();
const db = database.db;

const rich = (p: TestPlayer) =>
  db.update(heroes).set({ gold: 100_000_000, soul: 10_000_000 }).where(eq(heroes.userId, p.userId));
const setPity = (p: TestPlayer, box: GachaBox, sinceEpic: number) =>
  db
    .insert(gachaPity)
    .values({ userId: p.userId, boxIndex: box.index, sinceEpic })
    .onConflictDoUpdate({ target: [gachaPity.userId, gachaPity.boxIndex], set: { sinceEpic } });
const post = async (p: TestPlayer, url: string, body: Record<string, unknown> = {}) => {
  const res = await p.post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/**
 * The pity states a box is drawn from: none, one, halfway, at and just below the pity
 * (a single draw that is the pity draw, and one before it), and 11-draws whose pity
 * falls on their first, middle and last draw; then a few chosen by a fixed generator.
 */
function pityStates(box: GachaBox): number[] {
  const rng = createRng([box.index, 36, 36, 36]);
  const fixed = [0, 1, Math.floor(box.pity / 2), box.pity - 2, box.pity - 1, box.pity - 6];
  const chosen = Array.from({ length: 14 }, () => rng.int(0, box.pity - 1));
  return [...new Set([...fixed, box.pity - 11, ...chosen].filter((n) => n >= 0))];
}

/** A client seed whose next 11-draw needs the x11 guarantee (none for a box all Rare or better). */
function guaranteeClient(serverSeed: string, nonce: number, box: GachaBox): string | null {
  if (
    box.odds.every((o) => o.outcome !== null && o.outcome !== 'Common' && o.outcome !== 'Uncommon')
  )
    return null;
  for (let i = 0; i < 200_000; i++) {
    const clientSeed = `guarantee-${i}`;
    const { draws } = fairDraw({ serverSeed, clientSeed, nonce }, box, 11, 0);
    if (draws.some((d) => d.source === 'guarantee')) return clientSeed;
  }
  throw new Error(`no client seed needs the guarantee in box ${box.index}`);
}

const nameOf = (d: ReturnType<typeof fairDraw>['draws'][number]) =>
  d.item?.name ?? 'Handful of Ash';

describe('the verifier reproduces the server’s draws', () => {
  it('recomputes 1,000+ draws over every box, amount and pity state from the revealed seeds', async () => {
    const made: { p: TestPlayer; box: GachaBox; amount: DrawAmount; answer: DrawResponse }[] = [];
    const heroesByBox = new Map<GachaBox, { p: TestPlayer; serverSeed: string }>();
    for (const box of BOXES) {
      const serverSeed = (0x40 + box.index).toString(16).repeat(32);
      fairSeeds.push({ serverSeed, clientSeed: `box-${box.index}` });
      const p = await createHero(app);
      await rich(p);
      heroesByBox.set(box, { p, serverSeed });
      for (const amount of DRAW_AMOUNTS) {
        for (const pity of pityStates(box)) {
          await setPity(p, box, pity);
          const answer = await post(p, '/api/gacha', { box: box.index, amount });
          expect(answer.fairness.pity_before).toBe(pity);
          made.push({ p, box, amount, answer });
        }
      }
      const nonce = (await post(p, '/api/fairness')).nonce as number;
      const client = guaranteeClient(serverSeed, nonce, box);
      if (client) {
        await post(p, '/api/fairness/client-seed', { client_seed: client });
        await setPity(p, box, 0);
        made.push({
          p,
          box,
          amount: 11,
          answer: await post(p, '/api/gacha', { box: box.index, amount: 11 }),
        });
      }
    }

    const revealed = new Map<string, string>();
    for (const [box, { p, serverSeed }] of heroesByBox) {
      const rotated = await post(p, '/api/fairness/rotate');
      expect(rotated.revealed.server_seed, `box ${box.index}`).toBe(serverSeed);
      revealed.set(p.userId, rotated.revealed.server_seed);
    }

    let draws = 0;
    const sources = new Set<string>();
    for (const { p, box, amount, answer } of made) {
      const { client_seed: clientSeed, nonce, pity_before: pityBefore } = answer.fairness;
      const input = { serverSeed: revealed.get(p.userId)!, clientSeed, nonce };
      const again = fairDraw(input, box, amount, pityBefore);
      expect(answer.items.map((i) => [i.name, i.rarity, i.source, i.level])).toEqual(
        again.draws.map((d) => [nameOf(d), d.outcome, d.source, d.item?.level ?? null]),
      );
      expect(answer.pity.since_epic).toBe(again.sinceEpic);
      const rows = await db
        .select()
        .from(gachaDraws)
        .where(eq(gachaDraws.userId, p.userId))
        .orderBy(asc(gachaDraws.nonce), asc(gachaDraws.drawIndex));
      const mine = rows.filter((r) => r.nonce === nonce);
      expect(
        mine.map((r) => [r.boxIndex, r.drawIndex, r.itemId, r.rarity, r.source, r.rolled]),
      ).toEqual(
        again.draws.map((d, i) => [
          box.index,
          i,
          d.item?.id ?? null,
          d.outcome,
          d.source,
          d.rolled === undefined ? null : (d.rolled ?? 'null'),
        ]),
      );
      for (const r of mine) {
        expect([r.seedHash, r.clientSeed, r.pityBefore]).toEqual([
          answer.fairness.server_seed_hash,
          clientSeed,
          pityBefore,
        ]);
      }
      draws += again.draws.length;
      for (const d of again.draws) sources.add(d.source);
    }
    expect(draws).toBeGreaterThanOrEqual(1000);
    // The pity and the guarantee were both drawn, not only plain rolls.
    expect([...sources].sort()).toEqual(['guarantee', 'pity', 'roll']);
  }, 120_000);

  it('recomputes forgings, from the start and the claim answers, with the same nonce counter', async () => {
    const recipes: ItemId[][] = [
      ['iron-ore', 'iron-ore', 'iron-ore'],
      ['iron-ore', 'demon-hide', 'ember-shard'],
      ['star-metal', 'star-metal', 'demon-hide'],
      ['star-metal', 'star-metal', 'star-metal'],
      ['obsidian-shard', 'iron-ore', 'star-metal'],
      ['drowned-ingot', 'thornheart', 'ember-shard'],
    ];
    fairSeeds.push({ serverSeed: 'f0'.repeat(32), clientSeed: 'forge-client' });
    const p = await createHero(app);
    await rich(p);
    const forged = [];
    for (const materials of recipes) {
      for (const id of new Set(materials)) {
        await db
          .insert(heroItems)
          .values({ userId: p.userId, itemId: id, qty: 3 })
          .onConflictDoUpdate({ target: [heroItems.userId, heroItems.itemId], set: { qty: 3 } });
      }
      const started = await post(p, '/api/forge', { materials });
      // A draw between forgings takes the next nonce from the same counter.
      const drawn = await post(p, '/api/gacha', { box: 2, amount: 1 });
      expect(drawn.fairness.nonce).toBe(started.fairness.nonce + 1);
      clock.advance(2 * 3600);
      const claimed = await post(p, '/api/forge/claim');
      expect(claimed.fairness).toEqual(started.fairness);
      forged.push({ materials, claimed });
    }
    const { revealed } = await post(p, '/api/fairness/rotate');
    expect(forged.map((f) => f.claimed.fairness.nonce)).toEqual([0, 2, 4, 6, 8, 10]);
    for (const { materials, claimed } of forged) {
      const plan = planForge(materials);
      if (!plan.ok) throw new Error('recipe');
      const input = {
        serverSeed: revealed.server_seed,
        clientSeed: claimed.fairness.client_seed,
        nonce: claimed.fairness.nonce,
      };
      const { item, rarity } = fairForge(input, plan);
      expect([claimed.item_id, claimed.rarity]).toEqual([item.id, rarity]);
      expect(claimed.fairness.pity_before).toBe(0);
    }
  });
});
