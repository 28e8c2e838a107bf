import { describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { ARENA, duelChange, winGold } from '@demonbane/game/arena';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { arenaFights, arenaRatings, currencyLedger, heroes } from '../../db/schema';
import { snapshotPlayer } from '../../test/security/player-state';

// Opponents are picked from every hero: a database of this file's own keeps them known.
const { app, database, clock } = await createTestApp({}, { ownDatabase: true, poolSize: 12 });
const db = database.db;

const overview = async (p: TestPlayer) => {
  const res = await p.post('/api/arena');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const setRating = (p: TestPlayer, rating: number) =>
  db
    .insert(arenaRatings)
    .values({ userId: p.userId, rating, updatedAt: clock.now })
    .onConflictDoUpdate({ target: arenaRatings.userId, set: { rating } });
const ratingOf = async (p: TestPlayer) =>
  (await db.select().from(arenaRatings).where(eq(arenaRatings.userId, p.userId)))[0]?.rating ??
  ARENA.startRating;
const fightsOf = (p: TestPlayer) =>
  db
    .select()
    .from(arenaFights)
    .where(or(eq(arenaFights.attackerId, p.userId), eq(arenaFights.defenderId, p.userId)));

describe('POST /api/arena', () => {
  it('starts every hero at 1000 with five attacks and offers the nearest rated heroes', async () => {
    const me = await createHero(app);
    const near = await createHero(app, { job: 'magician' });
    const far = await createHero(app);
    await setRating(near, 1010);
    await setRating(far, 1900);
    const body = await overview(me);
    expect(body).toMatchObject({ rating: 1000, attacks_left: 5, log: [] });
    expect(body.opponents.length).toBeLessThanOrEqual(ARENA.opponents);
    const ids = body.opponents.map((o: { _id: string }) => o._id);
    expect(ids).not.toContain(me.userId);
    expect(ids).not.toContain(far.userId);
    const shown = body.opponents.find((o: { _id: string }) => o._id === near.userId);
    if (shown) {
      expect(shown).toMatchObject({ username: near.username, job_name: 'Magician', rating: 1010 });
      expect(shown.equipment).toHaveLength(3);
    }
  });
});

describe('POST /api/arena/challenge', () => {
  it('plays the fight, moves both ratings by Elo (zero-sum) and logs it on both sides', async () => {
    const a = await createHero(app);
    const b = await createHero(app, { job: 'magician' });
    const res = await a.post('/api/arena/challenge', { opponentId: b.userId });
    expect(res.statusCode, res.body).toBe(200);
    const fight = res.json();
    expect(['win', 'loss']).toContain(fight.result);
    expect(fight.battleLog.length).toBeGreaterThan(1);
    expect(fight.battleLog.join('\n')).toContain(a.username);
    expect(fight.rating).toBe(1000 + fight.rating_change);
    expect(Math.abs(fight.rating_change)).toBe(ARENA.k / 2);
    expect(fight.opponent).toEqual({ username: b.username, rating: 1000 - fight.rating_change });
    expect(fight.attacks_left).toBe(4);
    expect(await ratingOf(a)).toBe(fight.rating);
    expect(await ratingOf(b)).toBe(1000 - fight.rating_change);

    const mine = await overview(a);
    expect(mine.log[0]).toMatchObject({
      _id: fight._id,
      role: 'attack',
      opponent: b.username,
      result: fight.result,
      rating_change: fight.rating_change,
    });
    const theirs = await overview(b);
    expect(theirs.log[0]).toMatchObject({
      role: 'defence',
      opponent: a.username,
      result: fight.result === 'win' ? 'loss' : 'win',
      rating_change: -fight.rating_change,
    });

    // Both may watch it again; nobody else may.
    for (const p of [a, b]) {
      const again = await p.post('/api/arena/fight', { fightId: fight._id });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        attacker: a.username,
        defender: b.username,
        attacker_won: fight.result === 'win',
        battleLog: fight.battleLog,
      });
    }
    const stranger = await createHero(app);
    const peek = await stranger.post('/api/arena/fight', { fightId: fight._id });
    expect(peek.statusCode).toBe(404);
  });

  it('refuses yourself, nobody, a hero out of band and a sixth attack, changing nothing', async () => {
    const a = await createHero(app);
    const b = await createHero(app);
    const before = await snapshotPlayer(app, db, a);
    const self = await a.post('/api/arena/challenge', { opponentId: a.userId });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot challenge yourself.');
    const nobody = await a.post('/api/arena/challenge', {
      opponentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    await setRating(b, 1000 + ARENA.band + 1);
    const far = await a.post('/api/arena/challenge', { opponentId: b.userId });
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toBe(
      `${b.username} (rating ${1000 + ARENA.band + 1}) is too far from your rating (1000) to challenge.`,
    );
    expect((await snapshotPlayer(app, db, a)).rows.arena_fights).toEqual(before.rows.arena_fights);
    expect(await fightsOf(a)).toEqual([]);

    await setRating(b, 1000);
    for (let i = 0; i < ARENA.attacksPerDay; i++) {
      expect((await a.post('/api/arena/challenge', { opponentId: b.userId })).statusCode).toBe(200);
    }
    const ratings = [await ratingOf(a), await ratingOf(b)];
    const sixth = await a.post('/api/arena/challenge', { opponentId: b.userId });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('No challenges left today: you get 5 more at 00:00 UTC.');
    expect([await ratingOf(a), await ratingOf(b)]).toEqual(ratings);
    // Being challenged costs the defender nothing; a new UTC day brings five more.
    expect((await overview(b)).attacks_left).toBe(5);
    clock.advance(24 * 3600);
    expect((await overview(a)).attacks_left).toBe(5);
  });

  it('a hero without a job cannot be challenged', async () => {
    const a = await createHero(app);
    const jobless = await createHero(app, { job: null });
    const res = await a.post('/api/arena/challenge', { opponentId: jobless.userId });
    expect(res.statusCode).toBe(409);
    expect(await fightsOf(a)).toEqual([]);
  });
});

describe('alts cannot feed a main (issue 33, finding 3)', () => {
  const setLevel = (p: TestPlayer, level: number, jobId?: 'berserker') =>
    db
      .update(heroes)
      .set({ level, ...(jobId ? { jobId } : {}) })
      .where(eq(heroes.userId, p.userId));
  const goldOf = async (p: TestPlayer) =>
    (await db.select({ gold: heroes.gold }).from(heroes).where(eq(heroes.userId, p.userId)))[0]!
      .gold;
  const arenaGold = (p: TestPlayer) =>
    db
      .select({ delta: currencyLedger.delta, ref: currencyLedger.ref })
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, 'arena_win')));

  it('a main more than five levels above level-1 alts is neither offered them nor allowed to challenge them', async () => {
    const main = await createHero(app);
    await setLevel(main, 1 + ARENA.levelBand + 1, 'berserker');
    const alts = [await createHero(app), await createHero(app), await createHero(app)];
    const offered = await overview(main);
    expect(offered.level_band).toEqual({ min: 2, max: 2 + 2 * ARENA.levelBand });
    expect(offered.win_gold).toBe(winGold(1 + ARENA.levelBand + 1));
    const ids = offered.opponents.map((o: { _id: string }) => o._id);
    for (const alt of alts) expect(ids).not.toContain(alt.userId);

    const gold = await goldOf(main);
    // The old exploit: fifteen challenges of three alts. Every one is refused now.
    for (const alt of alts) {
      const res = await main.post('/api/arena/challenge', { opponentId: alt.userId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `${alt.username} (level 1) is more than ${ARENA.levelBand} levels from yours (${1 + ARENA.levelBand + 1}) to challenge.`,
      );
    }
    expect(await ratingOf(main)).toBe(ARENA.startRating);
    expect(await goldOf(main)).toBe(gold);
    expect(await fightsOf(main)).toEqual([]);
    expect((await overview(main)).attacks_left).toBe(ARENA.attacksPerDay);
  });

  it('wins over one alt inside the band pay full, then half, then nothing within 24 h', async () => {
    const main = await createHero(app);
    // Level 6 Berserker against a level-1 Warrior: inside the band, and wins nearly always.
    await setLevel(main, 1 + ARENA.levelBand, 'berserker');
    const alt = await createHero(app);
    const level = 1 + ARENA.levelBand;
    const goldBefore = await goldOf(main);
    let wins = 0;
    let ratingGain = 0;
    let goldGain = 0;
    for (let i = 0; i < ARENA.attacksPerDay; i++) {
      const shown = (await overview(main)).opponents.find(
        (o: { _id: string }) => o._id === alt.userId,
      );
      const mine = await ratingOf(main);
      const theirs = await ratingOf(alt);
      const res = await main.post('/api/arena/challenge', { opponentId: alt.userId });
      expect(res.statusCode, res.body).toBe(200);
      const fight = res.json();
      const won = fight.result === 'win';
      // Each answer is the rule: the share falls with the wins already stored.
      expect(fight.rating_change).toBe(duelChange(mine, theirs, won, wins).attacker);
      expect(fight.gold).toBe(won ? winGold(level, wins) : 0);
      if (shown) expect(shown.win_gold).toBe(winGold(level, wins));
      ratingGain += fight.rating_change;
      goldGain += fight.gold;
      if (won) wins++;
      clock.advance(60);
    }
    // The setup is lopsided enough for the falloff to show.
    expect(wins).toBeGreaterThanOrEqual(3);
    // At most a win and a half of rating and gold, where five full wins paid before.
    expect(ratingGain).toBeLessThanOrEqual(ARENA.k / 2 + ARENA.k / 4);
    expect(goldGain).toBe(winGold(level) + winGold(level, 1));
    expect(await goldOf(main)).toBe(goldBefore + goldGain);
    expect((await arenaGold(main)).map((r) => r.delta)).toEqual([
      winGold(level),
      winGold(level, 1),
    ]);
    // The next day, past the window: a win pays in full again.
    clock.advance(24 * 3600);
    const res = await main.post('/api/arena/challenge', { opponentId: alt.userId });
    expect(res.statusCode).toBe(200);
    if (res.json().result === 'win') expect(res.json().gold).toBe(winGold(level));
  });
});

describe('ratings under concurrency', () => {
  it('crossing challenges and a challenge sent twice never lose or make rating', async () => {
    const players = [await createHero(app), await createHero(app), await createHero(app)];
    // Stronger or weaker heroes, so results differ and ratings spread.
    await db.update(heroes).set({ level: 6 }).where(eq(heroes.userId, players[0]!.userId));
    const pairs: [TestPlayer, TestPlayer][] = [
      [players[0]!, players[1]!],
      [players[1]!, players[0]!],
      [players[0]!, players[1]!],
      [players[2]!, players[0]!],
      [players[1]!, players[2]!],
      [players[2]!, players[1]!],
    ];
    const answers = await Promise.all(
      pairs.map(([x, y]) => x.post('/api/arena/challenge', { opponentId: y.userId })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const fights = await db.select().from(arenaFights);
    const mine = fights.filter((f) => players.some((p) => p.userId === f.attackerId));
    expect(mine).toHaveLength(pairs.length);
    for (const f of mine) expect(f.attackerChange + f.defenderChange).toBe(0);
    // Every rating is the start plus exactly the changes of its fights: no update lost.
    for (const p of players) {
      const sum = mine.reduce(
        (s, f) =>
          s +
          (f.attackerId === p.userId ? f.attackerChange : 0) +
          (f.defenderId === p.userId ? f.defenderChange : 0),
        0,
      );
      expect(await ratingOf(p)).toBe(ARENA.startRating + sum);
    }
    const total = (await Promise.all(players.map(ratingOf))).reduce((s, r) => s + r, 0);
    expect(total).toBe(ARENA.startRating * players.length);
  });
});

describe('GET /api/leaderboard/arena', () => {
  it('ranks heroes by rating', async () => {
    const top = await createHero(app);
    await setRating(top, 3000);
    const res = await app.inject({ method: 'GET', url: '/api/leaderboard/arena' });
    expect(res.statusCode).toBe(200);
    const { leaderboard } = res.json();
    expect(leaderboard[0]).toMatchObject({ rank: 1, username: top.username, rating: 3000 });
    const ratings = leaderboard.map((e: { rating: number }) => e.rating);
    expect(ratings).toEqual([...ratings].sort((x: number, y: number) => y - x));
  });
});
