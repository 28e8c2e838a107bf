import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { REPLAY_DAYS, replayMatches, type ReplayRecord } from '@demonbane/game/battle/replay';
import { createTestApp } from '../../test/test-app';
import { createHero, DEFAULT_PASSWORD, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { queryRows } from '../../db/database';
import { arenaFights, battles, heroes, replays } from '../../db/schema';
import { addItems } from '../ledger/stock';
import { forgetOldReplays } from './replay-sweep';

// Its own database: the sweep deletes every old replay it finds.
const { app, database, clock } = await createTestApp({}, { ownDatabase: true });
const db = database.db;
const { makeStrong, oneHitLeft, sureHit } = battleShortcuts(db, clock);

const getReplay = (id: string) => app.inject({ method: 'GET', url: `/api/replays/${id}` });
const replaysOf = async (p: TestPlayer) =>
  (await db.select({ n: count() }).from(replays).where(eq(replays.userId, p.userId)))[0]!.n;
const battleOf = async (p: TestPlayer) =>
  (await db.select().from(battles).where(eq(battles.userId, p.userId)))[0];

/** A hunter on floor 1 whose monster stands many rounds. */
async function longFight(): Promise<TestPlayer> {
  const p = await createHero(app);
  expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
  await db.update(heroes).set({ hp: 100_000 }).where(eq(heroes.userId, p.userId));
  await db.update(battles).set({ monsterHp: 100_000 }).where(eq(battles.userId, p.userId));
  return p;
}

describe('GET /api/replays/:id', () => {
  it('answers a won fight to anyone, without a session; a retried last blow names the same replay', async () => {
    const p = await createHero(app);
    await makeStrong(p);
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    await oneHitLeft(p);
    await sureHit(p);
    const won = await keyedPost(app, p, '/api/hunt/hunt-attack', {}, 'last-blow');
    expect(won.statusCode, won.body).toBe(200);
    const id = won.json().replay_id as string;
    const again = await keyedPost(app, p, '/api/hunt/hunt-attack', {}, 'last-blow');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().replay_id).toBe(id);
    expect(await replaysOf(p)).toBe(1);

    const res = await getReplay(id);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json<ReplayRecord & { id: string; created_at: string }>();
    expect(record).toMatchObject({
      id,
      kind: 'hunt',
      created_at: clock.now.toISOString(),
      fighters: { hero: { name: p.username, jobId: 'berserker', level: 40 } },
    });
    // The monster was one blow from death when the fight opened: the replay says so.
    expect(record.inputs).toEqual([
      expect.objectContaining({
        action: { kind: 'attack' },
        hero: expect.any(Object),
        monsterHp: 1,
      }),
    ]);
    expect(replayMatches(record)).toBe(true);
    // The answer's log ends with the round's lines, which are the replay's.
    expect(won.json().battleLog.slice(-record.log.length)).toEqual(record.log);
  });

  it('builds the replay round by round on the battle, the hero only when it changed', async () => {
    const p = await longFight();
    for (let i = 0; i < 3; i++)
      expect((await p.post('/api/hunt/hunt-attack')).statusCode).toBe(200);
    let battle = (await battleOf(p))!;
    expect(battle.replayInputs).toHaveLength(3);
    expect(battle.replayInputs[0]!.hero).toBeDefined();
    // Nothing changed the hero between rounds: only the action is kept.
    expect(battle.replayInputs.slice(1)).toEqual([
      { action: { kind: 'attack' } },
      { action: { kind: 'attack' } },
    ]);
    expect(battle.replayHero!.monsterHp).toBe(battle.monsterHp);
    // A potion heals the hero: the round it is drunk in carries the hero again.
    await db.update(heroes).set({ hp: 10 }).where(eq(heroes.userId, p.userId));
    await addItems(db, p.userId, 'potion', 1);
    const drunk = await p.post('/api/inventory/use-item', { itemId: 'potion', qty: 1 });
    expect(drunk.statusCode, drunk.body).toBe(200);
    battle = (await battleOf(p))!;
    expect(battle.replayInputs[3]).toMatchObject({ action: { kind: 'item' } });
    expect(battle.replayInputs[3]!.hero!.hp).toBeGreaterThan(10);
    expect(battle.replayLog.length).toBeGreaterThan(3);
  });

  it('keeps a fled fight that had a round, and none for a flight before any', async () => {
    const p = await longFight();
    expect((await p.post('/api/hunt/hunt-attack')).statusCode).toBe(200);
    const fled = await p.post('/api/hunt/clear-hunt');
    expect(fled.json()).toMatchObject({ fled: true, replay_id: expect.any(String) });
    const record = (await getReplay(fled.json().replay_id)).json<ReplayRecord>();
    expect(record.inputs).toHaveLength(1);
    expect(replayMatches(record)).toBe(true);

    const q = await createHero(app);
    expect((await q.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    const early = await q.post('/api/hunt/clear-hunt');
    expect(early.json().fled).toBe(true);
    expect(early.json()).not.toHaveProperty('replay_id');
    expect(await replaysOf(q)).toBe(0);
  });

  it('answers 404 with a message for an id it does not keep, 400 for one that is no id', async () => {
    const absent = await getReplay('00000000-0000-4000-8000-000000000000');
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toEqual({ message: 'There is no such replay: it may have been swept.' });
    const bad = await getReplay('nope');
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().message).toBe('string');
  });

  it('goes with its player’s account', async () => {
    const p = await longFight();
    expect((await p.post('/api/hunt/hunt-attack')).statusCode).toBe(200);
    const fled = await p.post('/api/hunt/clear-hunt');
    const id = fled.json().replay_id as string;
    expect((await getReplay(id)).statusCode).toBe(200);
    const gone = await p.post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await getReplay(id)).statusCode).toBe(404);
  });
});

describe('the replay sweep', () => {
  /** `n` replays of `p`'s, made `daysAgo` days before now. */
  const oldReplays = (p: TestPlayer, n: number, daysAgo: number) =>
    queryRows(
      db,
      sql`INSERT INTO replays (user_id, kind, fighters, seed, inputs, log, created_at)
          SELECT ${p.userId}::uuid, 'raid', '{}'::jsonb, '[1,2,3,4]'::jsonb, '[]'::jsonb, '[]'::jsonb,
            ${clock.now.toISOString()}::timestamptz - make_interval(days => ${daysAgo})
          FROM generate_series(1, ${n})`,
    );

  it(`forgets replays older than ${REPLAY_DAYS} days, in batches, keeping the arena fight unlinked`, async () => {
    const p = await createHero(app);
    const them = await createHero(app);
    const challenge = await p.post('/api/arena/challenge', { opponentId: them.userId });
    expect(challenge.statusCode, challenge.body).toBe(200);
    const fightId = challenge.json()._id as string;
    // The arena fight's replay ages past the window.
    clock.advance((REPLAY_DAYS + 1) * 24 * 60 * 60);
    // More than one batch past the window too, and a few just inside it.
    await oldReplays(p, 5003, REPLAY_DAYS + 1);
    await oldReplays(p, 3, REPLAY_DAYS - 1);
    // The earlier tests' replays have aged past the window as well.
    const [old] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM replays
          WHERE created_at < ${clock.now.toISOString()}::timestamptz - make_interval(days => ${REPLAY_DAYS})`,
    );
    expect(old!.n).toBeGreaterThanOrEqual(5003 + 1);
    expect(await forgetOldReplays(db, clock.now)).toBe(old!.n);
    expect(await forgetOldReplays(db, clock.now)).toBe(0);
    expect(await replaysOf(p)).toBe(3);
    const [fight] = await db.select().from(arenaFights).where(eq(arenaFights.id, fightId));
    expect(fight!.replayId).toBeNull();
    const answer = await p.post('/api/arena/fight', { fightId });
    expect(answer.json().replay_id).toBeNull();
  });
});
