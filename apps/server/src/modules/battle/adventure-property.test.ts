import fc from 'fast-check';
import argon2 from 'argon2';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DIRECTIONS,
  allowedDirections,
  parseGrid,
  rollEncounter,
  shortestRoute,
} from '@demonbane/game/explore';
import { fleeGoldLoss } from '@demonbane/game/defeat-cost';
import { findArea } from '@demonbane/game/maps';
import { findMonster } from '@demonbane/game/monsters';
import { createRng, type Seed } from '@demonbane/game/rng';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { propertyLimits } from '../../test/property-limits';
import { battles, explorations, heroes } from '../../db/schema';
import type * as passwords from '../../infra/sessions/passwords';

// Many heroes per run: the hash is not under test, so it is argon2id at its smallest cost.
vi.mock('../../infra/sessions/passwords', async (original) => ({
  ...(await original<typeof passwords>()),
  hashPassword: (password: string) =>
    argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }),
}));

const { app, database, clock, seeds } = await createTestApp();
const db = database.db;
const RUNS = Number(process.env.ADVENTURE_RUNS ?? 60);
/** A failure prints `{ seed, path }`: replay it with ADVENTURE_SEED and ADVENTURE_PATH. */
const replay = {
  ...(process.env.ADVENTURE_SEED ? { seed: Number(process.env.ADVENTURE_SEED) } : {}),
  ...(process.env.ADVENTURE_PATH ? { path: process.env.ADVENTURE_PATH, endOnFailure: true } : {}),
};
/** How often each action was accepted or refused, and how many goals were reached (ADVENTURE_STATS=1). */
const tally = new Map<string, number>();
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

const seed: fc.Arbitrary<Seed> = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat());
type Action =
  | { kind: 'enter'; area: 1 | 2 }
  | { kind: 'move'; toward: 'goal' | 'anywhere' | 'wall'; n: number; roll: Seed; battle: Seed }
  | { kind: 'explore-attack'; rounds: number }
  | { kind: 'explore-clear' }
  | { kind: 'set-hunt'; floor: number; battle: Seed }
  | { kind: 'hunt-attack'; rounds: number }
  | { kind: 'hunt-next'; battle: Seed }
  | { kind: 'hunt-clear' }
  | { kind: 'potion' }
  | { kind: 'rest' };

const rounds = fc.integer({ min: 1, max: 8 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({ kind: fc.constant('enter'), area: fc.constantFrom(1, 1, 1, 2) }),
  },
  {
    weight: 40,
    arbitrary: fc.record({
      kind: fc.constant('move'),
      // Mostly along the way to the goal, so goals are reached; sometimes astray or into a wall.
      toward: fc.constantFrom('goal', 'goal', 'goal', 'anywhere', 'wall'),
      n: fc.nat(),
      roll: seed,
      battle: seed,
    }),
  },
  { weight: 16, arbitrary: fc.record({ kind: fc.constant('explore-attack'), rounds }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'explore-clear' }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('set-hunt'),
      floor: fc.integer({ min: 1, max: 3 }),
      battle: seed,
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('hunt-attack'), rounds }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hunt-next'), battle: seed }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'hunt-clear' }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'potion' }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'rest' }) },
) as fc.Arbitrary<Action>;

/** What the test knows of the hero's adventure, from its own rolls and the answers. */
interface Model {
  walk: { mapId: number; area: number; x: number; y: number; goal: boolean } | null;
  battle: 'explore' | 'hunt' | null;
  /** Encounters rolled on this walk, and those fought to an end (won, lost or fled). */
  rolled: number;
  ended: number;
}

async function dbState(p: TestPlayer) {
  const [battle] = await db.select().from(battles).where(eq(battles.userId, p.userId));
  const [walk] = await db.select().from(explorations).where(eq(explorations.userId, p.userId));
  const [hero] = await db.select().from(heroes).where(eq(heroes.userId, p.userId));
  return { battle, walk, hero: hero! };
}

/** The direction a move takes from where the model stands. */
function directionOf(m: Model, a: Extract<Action, { kind: 'move' }>) {
  if (!m.walk) return DIRECTIONS[a.n % DIRECTIONS.length]!;
  const grid = parseGrid(findArea(m.walk.mapId, m.walk.area)!);
  const open = allowedDirections(grid, m.walk.x, m.walk.y);
  if (a.toward === 'goal') return shortestRoute(grid, m.walk)?.[0] ?? DIRECTIONS[0];
  if (a.toward === 'anywhere') return open[a.n % open.length] ?? DIRECTIONS[0];
  const walls = DIRECTIONS.filter((d) => !open.includes(d));
  return walls[a.n % walls.length] ?? DIRECTIONS[0];
}

/** Sends an action with exactly the seeds it may consume; returns the answer. */
async function send(p: TestPlayer, m: Model, a: Action) {
  seeds.length = 0;
  try {
    switch (a.kind) {
      case 'enter':
        return await p.post('/api/explore/map', { mapId: 1, area: a.area });
      case 'move':
        seeds.push(a.roll, a.battle);
        return await p.post('/api/explore/move', { direction: directionOf(m, a) });
      case 'explore-attack':
        return await p.post('/api/explore/attack');
      case 'explore-clear':
        return await p.post('/api/explore/clear');
      case 'set-hunt':
        seeds.push(a.battle);
        return await p.post('/api/hunt/set-hunt', { hunt: a.floor });
      case 'hunt-attack':
        return await p.post('/api/hunt/hunt-attack');
      case 'hunt-next':
        seeds.push(a.battle);
        return await p.post('/api/hunt/next');
      case 'hunt-clear':
        return await p.post('/api/hunt/clear-hunt');
      case 'potion':
        return await p.post('/api/inventory/use-item', { itemId: 'potion-minor' });
      case 'rest':
        clock.advance(25 * 60);
        return await p.post('/api/user');
    }
  } finally {
    seeds.length = 0;
  }
}

async function step(p: TestPlayer, m: Model, a: Action) {
  const before = await dbState(p);
  const res = await send(p, m, a);
  const where = `${JSON.stringify(a)} → ${res.statusCode} ${res.body}`;
  if (process.env.ADVENTURE_TRACE) console.info(where, JSON.stringify(m));
  count(
    `${a.kind} ${res.statusCode} ${res.statusCode === 200 ? '' : String(res.json().message).slice(0, 30)}`,
  );
  expect(res.statusCode, where).toBeLessThan(500);
  const body = res.statusCode === 200 ? res.json() : null;

  if (a.kind === 'enter' && body) {
    const start = parseGrid(findArea(1, a.area)!).start;
    Object.assign(m, {
      walk: { mapId: 1, area: a.area, ...start, goal: false },
      rolled: 0,
      ended: 0,
    });
  }
  if (a.kind === 'move') {
    if (body) {
      expect(m.battle, `a step was taken during a fight: ${where}`).toBeNull();
      const walk = m.walk!;
      const area = findArea(walk.mapId, walk.area)!;
      const atGoal = body.type === 'goal';
      // The server rolls this step with the seed the test handed it: the test knows the answer.
      const expected = atGoal ? null : rollEncounter(area, createRng(a.roll));
      expect(body.monster, where).toBe(expected ? findMonster(expected.monsterId)!.name : null);
      Object.assign(walk, { x: body.explore.x, y: body.explore.y, goal: atGoal });
      if (expected) {
        m.battle = 'explore';
        m.rolled++;
      }
      if (atGoal) count(`goal after ${m.rolled} fights`);
      if (atGoal)
        expect(m.ended, `reached the goal past an unfought encounter: ${where}`).toBe(m.rolled);
    } else if (m.walk) {
      // A refused step moves nothing.
      const after = await dbState(p);
      expect([after.walk?.x, after.walk?.y], where).toEqual([before.walk?.x, before.walk?.y]);
    }
  }
  const ended = body && (body.rewards || body.message === 'You lost the battle!');
  if (a.kind === 'explore-attack' && ended) {
    expect(m.battle).toBe('explore');
    m.battle = null;
    m.ended++;
    if (!body.rewards) m.walk = null;
  }
  if (a.kind === 'hunt-attack' && ended) {
    expect(m.battle).toBe('hunt');
    m.battle = null;
  }
  if ((a.kind === 'set-hunt' || a.kind === 'hunt-next') && body) {
    expect(m.battle, where).toBeNull();
    m.battle = 'hunt';
  }
  if (a.kind === 'explore-clear' || a.kind === 'hunt-clear') {
    const kind = a.kind === 'explore-clear' ? 'explore' : 'hunt';
    const fled = m.battle === kind;
    expect(body, where).toMatchObject({
      fled,
      gold_lost: fled ? fleeGoldLoss(before.hero.gold, before.hero.level) : 0,
    });
    const after = await dbState(p);
    expect(after.hero.gold, where).toBe(before.hero.gold - body.gold_lost);
    if (fled) {
      expect(after.hero.hp).toBe(0);
      m.battle = null;
      // Only a fight met on this walk counts towards it; fleeing the tower does not.
      if (kind === 'explore') m.ended++;
    }
    if (kind === 'explore') m.walk = null;
  }

  const after = await dbState(p);
  expect(after.battle?.kind ?? null, `the model and the database disagree: ${where}`).toBe(
    m.battle,
  );
  expect(after.walk ? [after.walk.x, after.walk.y] : null, where).toEqual(
    m.walk ? [m.walk.x, m.walk.y] : null,
  );
}

/** An attack action plays up to its number of rounds, each checked, stopping when the fight ends. */
async function act(p: TestPlayer, m: Model, a: Action) {
  if (a.kind !== 'explore-attack' && a.kind !== 'hunt-attack') return step(p, m, a);
  for (let i = 0; i < a.rounds; i++) {
    const before = m.battle;
    await step(p, m, a);
    if (before === null || m.battle === null) return;
  }
}

describe('explore and hunt, as random sequences of calls', () => {
  it(
    `never answer 5xx, keep one battle, and never reach a goal past an unfought encounter (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('warrior', 'magician'),
          fc.integer({ min: 3, max: 9 }),
          fc.array(action, { minLength: 30, maxLength: 80 }),
          async (job, level, actions) => {
            const p = await createHero(app, { job });
            await db.update(heroes).set({ level }).where(eq(heroes.userId, p.userId));
            const m: Model = { walk: null, battle: null, rolled: 0, ended: 0 };
            for (const a of actions) await act(p, m, a);
          },
        ),
        { numRuns: RUNS, ...replay, ...propertyLimits({ runMs: 60_000, totalMs: 6 * 60_000 }) },
      );
      if (process.env.ADVENTURE_STATS) console.info(Object.fromEntries([...tally].sort()));
    },
    7 * 60_000,
  );
});
