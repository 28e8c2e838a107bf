import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SEASON_MINIMUM, seasonAt } from '@demonbane/game/seasons';
import { utcDay } from '@demonbane/game/calendar';
import { dailyQuests as questsOfDay } from '@demonbane/game/quests';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { openEventStream, type OpenStream } from '@demonbane/test-support/event-stream-client';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { dailyQuests, heroes, heroItems, huntProgress, seasonFloors } from '../../db/schema';
import { announceReadyForges } from './notification-service';
import { paySeasons } from '../seasons/season-service';

// Forge and season sweeps are global: a database of this file's own.
const { app, database, clock } = await createTestApp(
  { EVENTS_HEARTBEAT_SECONDS: '1' },
  { ownDatabase: true },
);
const db = database.db;
const { makeStrong, oneHitLeft } = battleShortcuts(db, clock);
let baseUrl: string;
const streams: OpenStream[] = [];
const open = async (p: TestPlayer | undefined, lastEventId?: number) => {
  const s = await openEventStream(baseUrl, p?.token, lastEventId);
  streams.push(s);
  return s;
};

beforeAll(async () => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const s of streams) s.close();
});

/** `seller` lists a piece and `buyer` buys it; returns the listing id. */
async function sell(seller: TestPlayer, buyer: TestPlayer, item = 'hunters-knife') {
  const listed = await seller.post('/api/bazaar/list', {
    item_id: item,
    rarity: 'Common',
    price: 500,
    currency: 'gold',
  });
  expect(listed.statusCode, listed.body).toBe(200);
  const id = listed.json().listing._id as string;
  const bought = await buyer.post('/api/bazaar/buy', { listingId: id });
  expect(bought.statusCode, bought.body).toBe(200);
  return id;
}

describe('GET /api/events', () => {
  it('refuses a request without a session with 401, as JSON', async () => {
    const s = await open(undefined);
    expect(s.status).toBe(401);
    expect(s.headers.get('content-type')).toContain('application/json');
  });

  it('streams a sale to its seller, and to nobody else', async () => {
    const [seller, buyer, bystander] = [
      await createHero(app, { gearInPack: true }),
      await createHero(app),
      await createHero(app),
    ];
    const mine = await open(seller);
    const theirs = await open(bystander);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const listingId = await sell(seller, buyer);
    const sold = await mine.next('bazaar.sold');
    expect(sold.data).toMatchObject({
      kind: 'bazaar.sold',
      message: 'Your Common Hunter’s Knife sold on the bazaar for 500 gold.',
      data: { listing_id: listingId, price: 500, currency: 'gold' },
    });
    expect(sold.id).toBe(sold.data._id);
    await expect(theirs.next(undefined, 300)).rejects.toThrow();
  });

  it('sends a heartbeat while nothing happens', async () => {
    const s = await open(await createHero(app));
    await new Promise((r) => setTimeout(r, 1300));
    expect(s.heartbeats).toBeGreaterThan(0);
  });

  it('after a reconnect with Last-Event-ID, sends what was missed, in order, once', async () => {
    const [seller, buyer] = [await createHero(app, { gearInPack: true }), await createHero(app)];
    // Three buys at 500 pass 320 + 260 + 140 gold above the pieces' reference values: more
    // than a new account's 600 trading allowance, within a level-5 one's 1,400.
    await db.update(heroes).set({ level: 5 }).where(eq(heroes.userId, buyer.userId));
    const first = await open(seller);
    await sell(seller, buyer);
    const seen = await first.next('bazaar.sold');
    first.close();
    // Two sales while away.
    await sell(seller, buyer, 'padded-vest');
    await sell(seller, buyer, 'copper-charm');
    const again = await open(seller, seen.id);
    const a = await again.next('bazaar.sold');
    const b = await again.next('bazaar.sold');
    expect([a.data.data.item_id, b.data.data.item_id]).toEqual(['padded-vest', 'copper-charm']);
    expect(b.id).toBeGreaterThan(a.id);
    expect(a.id).toBeGreaterThan(seen.id);
    await expect(again.next(undefined, 300)).rejects.toThrow();
  });

  it('closes the stream when its session ends', async () => {
    const p = await createHero(app);
    const s = await open(p);
    expect(s.status).toBe(200);
    expect((await p.post('/api/logout-all')).statusCode).toBe(200);
    await Promise.race([
      s.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 3000)),
    ]);
  });
});

describe('what is notified', () => {
  it('a finished forge, once, however often the bell rings', async () => {
    const p = await createHero(app);
    const s = await open(p);
    await db.insert(heroItems).values({ userId: p.userId, itemId: 'iron-ore', qty: 3 });
    const forged = await p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
    expect(forged.statusCode).toBe(200);
    expect(await announceReadyForges(db, clock.now)).toBe(0);
    clock.advance(3600);
    const [a, b] = await Promise.all([
      announceReadyForges(db, clock.now),
      announceReadyForges(db, clock.now),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const ready = await s.next('forge.ready');
    // The piece is the claim's surprise: neither the sentence nor the data names it.
    expect(ready.data.message).toBe('Your forging is finished — claim it at the Forge.');
    expect(ready.data.data).toEqual({});
    await expect(s.next('forge.ready', 300)).rejects.toThrow();
  });

  it('a claimed forge leaves its notification read, in the same action', async () => {
    const p = await createHero(app);
    await db.insert(heroItems).values({ userId: p.userId, itemId: 'iron-ore', qty: 3 });
    await p.post('/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
    clock.advance(3600);
    await announceReadyForges(db, clock.now);
    const unread = async () => (await p.post('/api/notifications')).json().unread as number;
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await p.post('/api/forge/claim')).statusCode).toBe(200);
    expect(await unread()).toBe(before - 1);
    const list = (await p.post('/api/notifications')).json();
    const forge = list.notifications.find((x: { kind: string }) => x.kind === 'forge.ready');
    expect(forge.read).toBe(true);
  });

  it('a defence in the arena, to the defender', async () => {
    const [attacker, defender] = [await createHero(app), await createHero(app)];
    const s = await open(defender);
    const fight = (
      await attacker.post('/api/arena/challenge', { opponentId: defender.userId })
    ).json();
    const e = await s.next('arena.defended');
    expect(e.data.data).toMatchObject({
      fight_id: fight._id,
      attacker: attacker.username,
      won: fight.result === 'loss',
      rating_change: -fight.rating_change,
    });
  });

  it('a quest finished by an action', async () => {
    let p: TestPlayer | undefined;
    for (let i = 0; i < 60 && !p; i++) {
      const hero = await createHero(app);
      const ids = questsOfDay(hero.userId, utcDay(clock.now), 1).map((q) => q.questId);
      if (ids.includes('gambler')) p = hero;
    }
    const s = await open(p!);
    await db.update(heroes).set({ gold: 5_000 }).where(eq(heroes.userId, p!.userId));
    for (let i = 0; i < 3; i++) await p!.post('/api/gacha', { box: 2, amount: 1 });
    const done = await s.next('quest.completed');
    expect(done.data.data).toMatchObject({ title: 'Tempt fate' });
    const [row] = await db
      .select()
      .from(dailyQuests)
      .where(and(eq(dailyQuests.userId, p!.userId), eq(dailyQuests.questId, 'gambler')));
    expect(row!.progress).toBe(3);
    // A fourth draw moves nothing and tells nothing.
    await p!.post('/api/gacha', { box: 2, amount: 1 });
    await expect(s.next('quest.completed', 300)).rejects.toThrow();
  });

  it('the end of a season, with its reward, to each paid place', async () => {
    const p = await createHero(app);
    const s = await open(p);
    await makeStrong(p);
    await db.insert(huntProgress).values({ userId: p.userId, highestFloor: 0 });
    await p.post('/api/hunt/set-hunt', { hunt: 1 });
    await oneHitLeft(p);
    for (let i = 0; i < 5; i++) if ((await p.post('/api/hunt/hunt-attack')).json().rewards) break;
    const season = seasonAt(clock.now, 7);
    // The win recorded the season's row; only a climb that meets the minimum is paid
    // (season-routes.test climbs one for real).
    await db
      .update(seasonFloors)
      .set({ highestFloor: SEASON_MINIMUM.floor, wins: SEASON_MINIMUM.wins })
      .where(and(eq(seasonFloors.userId, p.userId), eq(seasonFloors.season, season.number)));
    clock.now = new Date(season.endsAt.getTime() + 1000);
    await paySeasons(db, clock.now, 7);
    const ended = await s.next('season.ended');
    expect(ended.data.data).toMatchObject({ season: season.number, rank: 1, gold: 20_000 });
  });
});

describe('POST /api/notifications and /notifications/read', () => {
  it('lists what happened while away as unread, and marks it read', async () => {
    const [seller, buyer] = [await createHero(app, { gearInPack: true }), await createHero(app)];
    await sell(seller, buyer);
    await sell(seller, buyer, 'padded-vest');
    const list = (await seller.post('/api/notifications')).json();
    // Newest first; a listing may also have finished the seller's market quest.
    const total = list.notifications.length;
    expect(list.unread).toBe(total);
    const sold = list.notifications.filter((x: { kind: string }) => x.kind === 'bazaar.sold');
    expect(sold.map((x: { data: { item_id: string } }) => x.data.item_id)).toEqual([
      'padded-vest',
      'hunters-knife',
    ]);
    expect((await seller.post('/api/notifications/read', { ids: [sold[1]._id] })).json()).toEqual({
      unread: total - 1,
    });
    // Someone else's ids mark nothing, theirs or the buyer's.
    const buyerUnread = (await buyer.post('/api/notifications')).json().unread;
    const foreign = await buyer.post('/api/notifications/read', { ids: [sold[0]._id] });
    expect(foreign.json()).toEqual({ unread: buyerUnread });
    expect((await seller.post('/api/notifications')).json().unread).toBe(total - 1);
    expect((await seller.post('/api/notifications/read', {})).json()).toEqual({ unread: 0 });
  });
});
