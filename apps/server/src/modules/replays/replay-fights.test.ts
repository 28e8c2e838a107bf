import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ReplayRecord } from '@demonbane/game/battle/replay';
import { JOB_SKILLS } from '@demonbane/game/skills';
import { MONSTERS, monsterStats } from '@demonbane/game/monsters';
import { createRng } from '@demonbane/game/rng';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { arenaFights, arenaRatings, battles, heroes } from '../../db/schema';
import {
  armHero,
  expectReplayed,
  printReplaySizes,
  FIGHT_ITEMS,
  maybeBuff,
  type Fighter,
} from '../../test/replay-kit';

// Its own database: arena ratings are reset for every challenge.
const { app, database, clock } = await createTestApp({}, { ownDatabase: true });
const db = database.db;
const { setHp } = battleShortcuts(db, clock);

const FIGHTS = 300;
const rng = createRng([36, 22, 300, 4]);
const pick = <T>(list: readonly T[]): T => list[rng.int(0, list.length - 1)]!;

type Kind = 'explore' | 'hunt';
const ROUTES = {
  explore: {
    attack: '/api/explore/attack',
    auto: '/api/explore/auto-battle',
    leave: '/api/explore/clear',
  },
  hunt: {
    attack: '/api/hunt/hunt-attack',
    auto: '/api/hunt/auto-battle',
    leave: '/api/hunt/clear-hunt',
  },
} as const;

/** What the fights of a kind went through: each must have happened for the test to mean much. */
type Seen = Record<
  'won' | 'lost' | 'fled' | 'auto' | 'skill' | 'item' | 'itemLost' | 'heroAgain' | 'monsterHp',
  number
>;
const none = (): Seen => ({
  won: 0,
  lost: 0,
  fled: 0,
  auto: 0,
  skill: 0,
  item: 0,
  itemLost: 0,
  heroAgain: 0,
  monsterHp: 0,
});

/**
 * Plays the hero's open fight to its end as a player might: attacks, skills, an item
 * drunk now and then (a potion, a buff scroll), an auto-battle with potions, a flight
 * after a round or more. Answers the replay id of its final answer.
 */
async function playOut({ p, jobId }: Fighter, kind: Kind, seen: Seen): Promise<string> {
  const routes = ROUTES[kind];
  // Rounds played: a flight before any is no fight to replay.
  let played = 0;
  for (let tries = 0; tries < 200; tries++) {
    const r = rng.next();
    if (played > 0 && r < 0.04) {
      const left = await p.post(routes.leave);
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json().fled).toBe(true);
      seen.fled++;
      return left.json().replay_id;
    }
    if (r < 0.1) {
      seen.auto++;
      const until = pick([0, 30, 60]);
      const res = await p.post(routes.auto, { until_hp_below: until, potions: true });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      played += body.rounds;
      if ('monster' in body) continue;
      seen[body.rewards ? 'won' : 'lost']++;
      return body.replay_id;
    }
    if (r < 0.25) {
      const res = await p.post('/api/inventory/use-item', { itemId: pick(FIGHT_ITEMS), qty: 1 });
      // A full HP or a capped buff refuses the item: the round is not played.
      if (res.statusCode === 409) continue;
      expect(res.statusCode, res.body).toBe(200);
      seen.item++;
      played++;
      const { round } = res.json();
      if (round.outcome === 'lost') {
        seen.itemLost++;
        seen.lost++;
        return round.replay_id;
      }
      continue;
    }
    const skill = r < 0.55 ? pick(JOB_SKILLS[jobId]) : undefined;
    let res = await p.post(routes.attack, skill ? { skill } : {});
    // A skill not ready or not paid for is refused, nothing played: attack instead.
    if (res.statusCode === 409) res = await p.post(routes.attack);
    else if (skill) seen.skill++;
    expect(res.statusCode, res.body).toBe(200);
    played++;
    const body = res.json();
    if ('monster' in body) continue;
    seen[body.rewards ? 'won' : 'lost']++;
    return body.replay_id;
  }
  throw new Error('the fight did not end');
}

/** What a replay of a fight played by request shows beyond its first round. */
function countInputs(record: ReplayRecord, seen: Seen) {
  if (record.kind !== 'explore' && record.kind !== 'hunt') return;
  expect(record.inputs[0]!.hero).toBeDefined();
  if (record.inputs.slice(1).some((i) => i.hero)) seen.heroAgain++;
  if (record.inputs.some((i) => i.monsterHp !== undefined)) seen.monsterHp++;
}

async function fighters(n: number, levels: [number, number]): Promise<Fighter[]> {
  const list: Fighter[] = [];
  for (let i = 0; i < n; i++) {
    const p = await createHero(app);
    list.push({ p, jobId: (await armHero(db, p, rng, levels)).jobId });
  }
  return list;
}

/** A fresh fighter now and then: the same hero keeps its job between re-arms. */
async function rearm(f: Fighter, levels: [number, number]) {
  f.jobId = (await armHero(db, f.p, rng, levels)).jobId;
}

/** Now and then a hero badly hurt as its fight opens (HP stays frozen in a fight): it may lose. */
async function weaken(p: TestPlayer) {
  if (rng.chance(1, 5)) await setHp(p, rng.int(1, 40));
}

// Each kind plays its fights in a few seconds; PostgreSQL's round trips take longer.
const LONG = 120_000;

afterAll(() => printReplaySizes(db));

describe('replays of fights played through the real services', () => {
  it(
    `explore: ${FIGHTS} fights replay to their stored logs exactly`,
    async () => {
      const seen = none();
      const heroesOf = await fighters(6, [1, 60]);
      for (let i = 0; i < FIGHTS; i++) {
        const f = heroesOf[i % heroesOf.length]!;
        if (i % 25 === 0) await rearm(f, [1, 60]);
        await setHp(f.p, 1_000_000);
        await maybeBuff(f.p, rng);
        const [level] = await db
          .select({ level: heroes.level })
          .from(heroes)
          .where(eq(heroes.userId, f.p.userId));
        const monster = pick(MONSTERS.filter((m) => m.id !== 'imp' || rng.chance(1, 2)));
        const monsterLevel = Math.max(1, level!.level + rng.int(-8, 4));
        const full = monsterStats(monster, monsterLevel).hp;
        // Now and then a monster already hurt when the fight opens: the replay must say so.
        const monsterHp = rng.chance(1, 6) ? rng.int(1, full) : full;
        const seed = [
          rng.int(0, 2 ** 31 - 1),
          rng.int(0, 2 ** 31 - 1),
          rng.int(-(2 ** 31), 0),
          rng.int(0, 99),
        ];
        await db.insert(battles).values({
          userId: f.p.userId,
          kind: 'explore',
          monsterId: monster.id,
          monsterLevel,
          monsterHp,
          seed,
          log: [`A level ${monsterLevel} ${monster.name} blocks your path!`],
        });
        await weaken(f.p);
        const replayId = await playOut(f, 'explore', seen);
        countInputs(await expectReplayed(app, replayId, 'explore'), seen);
      }
      for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
    },
    LONG,
  );

  it(
    `hunt: ${FIGHTS} tower fights replay to their stored logs exactly`,
    async () => {
      const seen = none();
      const heroesOf = await fighters(6, [5, 80]);
      for (let i = 0; i < FIGHTS; i++) {
        const f = heroesOf[i % heroesOf.length]!;
        if (i % 25 === 0) await rearm(f, [5, 80]);
        await setHp(f.p, 1_000_000);
        await maybeBuff(f.p, rng);
        // Up the tower after a win, else back to floor 1.
        const next = await f.p.post('/api/hunt/next');
        if (next.statusCode !== 200) {
          expect((await f.p.post('/api/hunt/clear-hunt')).statusCode).toBe(200);
          const start = await f.p.post('/api/hunt/set-hunt', { hunt: 1 });
          expect(start.statusCode, start.body).toBe(200);
        }
        await weaken(f.p);
        const replayId = await playOut(f, 'hunt', seen);
        countInputs(await expectReplayed(app, replayId, 'hunt'), seen);
      }
      // A tower's monster always enters at full HP (no monsterHp to carry), and its heroes
      // seldom die of the round they drink in (explore's fights cover that).
      const { monsterHp: _untouched, itemLost: _seldom, ...rest } = seen;
      for (const [what, n] of Object.entries(rest)) expect(n, what).toBeGreaterThan(0);
    },
    LONG,
  );

  it(
    `arena: ${FIGHTS} challenges replay to their stored logs, linked from the log and the fight`,
    async () => {
      const heroesOf = await fighters(8, [20, 24]);
      for (let i = 0; i < FIGHTS; i++) {
        const me = heroesOf[i % heroesOf.length]!;
        const them = heroesOf[(i + 1 + rng.int(0, heroesOf.length - 2)) % heroesOf.length]!;
        if (i % 40 === 0) await rearm(me, [20, 24]);
        await maybeBuff(me.p, rng);
        // Every challenge within the day's attacks and the rating band.
        await db.delete(arenaFights).where(eq(arenaFights.attackerId, me.p.userId));
        await db.delete(arenaRatings);
        const res = await me.p.post('/api/arena/challenge', { opponentId: them.p.userId });
        expect(res.statusCode, res.body).toBe(200);
        const answer = res.json();
        const record = await expectReplayed(app, answer.replay_id, 'arena');
        expect(record.log).toEqual(answer.battleLog);
        if (i % 50 === 0) {
          const fight = await me.p.post('/api/arena/fight', { fightId: answer._id });
          expect(fight.json().replay_id).toBe(answer.replay_id);
          const overview = await them.p.post('/api/arena');
          const entry = overview.json().log.find((e: { _id: string }) => e._id === answer._id);
          expect(entry.replay_id).toBe(answer.replay_id);
        }
      }
    },
    LONG,
  );
});
