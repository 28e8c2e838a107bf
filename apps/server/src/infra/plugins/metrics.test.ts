import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { BOXES } from '@demonbane/game/gacha';
import { STARTING_GOLD, STARTING_SOUL } from '@demonbane/game/starting-hero';
import { openEventStream } from '@demonbane/test-support/event-stream-client';
import { createTestApp } from '../../test/test-app';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { createHero, fightHuntOut, listKnife, type TestPlayer } from '../../test/fixtures';
import { sample, scrape } from '../../test/prometheus-text';
import { battles, currencyLedger, heroes } from '../../db/schema';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server';

const { app, database, clock } = await createTestApp();
const db = database.db;
const { makeStrong, oneHitLeft } = battleShortcuts(db, clock);
let metricsServer: MetricsServer;
let metricsUrl: string;

beforeAll(async () => {
  metricsServer = await startMetricsServer(app.metrics!, { host: '127.0.0.1', port: 0 });
  metricsUrl = `http://127.0.0.1:${metricsServer.address.port}`;
});
afterAll(() => metricsServer.close());

/** A metric's name and its exact labels. */
type Series = readonly [name: string, labels?: Readonly<Record<string, string>>];

/**
 * Runs `act` and returns how far each asked-for series moved during it. A series
 * may first appear during `act` (a status never answered before), but it must
 * exist after it: a misspelt name must not pass as "did not move".
 */
async function moved<K extends string>(
  series: Record<K, Series>,
  act: () => Promise<unknown>,
): Promise<Record<K, number>> {
  const read = async () => {
    const text = await scrape(metricsUrl);
    return new Map(
      Object.entries<Series>(series).map(([key, [name, labels]]) => [
        key,
        sample(text, name, labels),
      ]),
    );
  };
  const before = await read();
  await act();
  const after = await read();
  return Object.fromEntries(
    Object.entries<Series>(series).map(([key, [name, labels]]) => {
      const now = after.get(key);
      if (now === undefined) throw new Error(`no series ${name} ${JSON.stringify(labels)}`);
      return [key, now - (before.get(key) ?? 0)];
    }),
  ) as Record<K, number>;
}

const requests = (method: string, route: string, status: number) =>
  [
    'demonbane_http_request_duration_seconds_count',
    { method, route, status_code: String(status) },
  ] as Series;
const minted = (currency: string, kind: string) =>
  ['demonbane_currency_minted_total', { currency, kind }] as Series;
const burned = (currency: string, kind: string) =>
  ['demonbane_currency_burned_total', { currency, kind }] as Series;
const battlesEnded = (mode: string, outcome: string) =>
  ['demonbane_battles_total', { mode, outcome }] as Series;

/** The ledger rows of `p` of one kind, added up (what the counters must match). */
async function ledgerTotal(p: TestPlayer, currency: 'gold' | 'soul', kind: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${currencyLedger.delta}), 0)::int` })
    .from(currencyLedger)
    .where(
      and(
        eq(currencyLedger.userId, p.userId),
        eq(currencyLedger.currency, currency),
        sql`${currencyLedger.kind} = ${kind}`,
      ),
    );
  return Number(row!.total);
}

describe('request durations', () => {
  it('are counted by route pattern, method and status; unknown API routes share one label, the web app another', async () => {
    const delta = await moved(
      {
        register: requests('POST', '/api/register', 201),
        bazaar: requests('GET', '/api/bazaar', 200),
        unmatched: requests('GET', 'unmatched', 404),
        web: requests('GET', 'web', 404),
        queries: ['demonbane_db_query_duration_seconds_count'],
      },
      async () => {
        await createHero(app, { job: null });
        await app.inject({ method: 'GET', url: '/api/bazaar?currency=gold' });
        await app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
        await app.inject({ method: 'GET', url: '/api' });
        await app.inject({ method: 'GET', url: '/apix/missing' });
        await app.inject({ method: 'GET', url: '/assets/index-0123abcd.js' });
      },
    );
    expect(delta).toMatchObject({ register: 1, bazaar: 1, unmatched: 2, web: 2 });
    expect(delta.queries).toBeGreaterThan(0);
    const text = await scrape(metricsUrl);
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('currency=gold');
    expect(text).not.toContain('index-0123abcd');
    expect(text).toMatch(
      /demonbane_http_request_duration_seconds_bucket\{le="0\.001",method="POST",route="\/api\/register",status_code="201"\}/,
    );
  });
});

describe('gold and souls minted and burned', () => {
  it('count a new hero’s starting purse', async () => {
    const delta = await moved(
      { gold: minted('gold', 'starting_purse'), soul: minted('soul', 'starting_purse') },
      () => createHero(app, { job: null }),
    );
    expect(delta).toEqual({ gold: STARTING_GOLD, soul: STARTING_SOUL });
  });

  it('count a purchase by its exact ledger amount, and a refused one not at all', async () => {
    const p = await createHero(app);
    const bought = await moved(
      { gold: burned('gold', 'shop'), ok: requests('POST', '/api/shop/purchase', 200) },
      async () => {
        const res = await p.post('/api/shop/purchase', { itemId: 'potion', type: 'gold', qty: 3 });
        expect(res.statusCode, res.body).toBe(200);
      },
    );
    expect(bought.gold).toBe(-(await ledgerTotal(p, 'gold', 'shop')));
    expect(bought.gold).toBeGreaterThan(0);
    expect(bought.ok).toBe(1);

    await db.update(heroes).set({ gold: 0 }).where(eq(heroes.userId, p.userId));
    const refused = await moved(
      { gold: burned('gold', 'shop'), conflict: requests('POST', '/api/shop/purchase', 409) },
      async () => {
        const res = await p.post('/api/shop/purchase', { itemId: 'potion', type: 'gold', qty: 1 });
        expect(res.statusCode).toBe(409);
      },
    );
    expect(refused).toEqual({ gold: 0, conflict: 1 });
  });

  it('count a bazaar trade once it commits, and never a rolled-back one that had paid the seller', async () => {
    // The trade pays the seller before charging the buyer when the buyer's id sorts
    // last: a buyer who cannot pay then rolls back a ledger row already written.
    const [first, second] = [
      await createHero(app, { gearInPack: true }),
      await createHero(app, { gearInPack: true }),
    ].sort((a, b) => (a.userId < b.userId ? -1 : 1)) as [TestPlayer, TestPlayer];
    const [seller, buyer] = [first, second];
    const listingId = await listKnife(seller, 700);

    await db.update(heroes).set({ gold: 100 }).where(eq(heroes.userId, buyer.userId));
    const watched = {
      sale: minted('gold', 'bazaar_sale'),
      buy: burned('gold', 'bazaar_buy'),
      trades: ['demonbane_bazaar_trades_total', { currency: 'gold' }],
    } as const;
    const refused = await moved(watched, async () => {
      expect((await buyer.post('/api/bazaar/buy', { listingId })).statusCode).toBe(409);
      // With an Idempotency-Key the refusal is a savepoint rolled back inside a transaction that commits.
      const keyed = await app.inject({
        method: 'POST',
        url: '/api/bazaar/buy',
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': 'metrics-buy-1' },
        payload: { userId: buyer.userId, listingId },
      });
      expect(keyed.statusCode).toBe(409);
    });
    expect(refused).toEqual({ sale: 0, buy: 0, trades: 0 });
    expect(await ledgerTotal(seller, 'gold', 'bazaar_sale')).toBe(0);

    await db.update(heroes).set({ gold: 5000 }).where(eq(heroes.userId, buyer.userId));
    const sold = await moved(watched, async () => {
      expect((await buyer.post('/api/bazaar/buy', { listingId })).statusCode).toBe(200);
    });
    expect(sold).toEqual({ sale: 700, buy: 700, trades: 1 });
    expect(await ledgerTotal(seller, 'gold', 'bazaar_sale')).toBe(700);
    expect(await ledgerTotal(buyer, 'gold', 'bazaar_buy')).toBe(-700);
  });
});

describe('battles', () => {
  it('count a hunt won, with its reward minted', async () => {
    const p = await createHero(app);
    await makeStrong(p);
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    await oneHitLeft(p);
    let rewards = { gold: -1, souls: -1 };
    const delta = await moved(
      {
        won: battlesEnded('hunt', 'won'),
        lost: battlesEnded('hunt', 'lost'),
        gold: minted('gold', 'battle_reward'),
        soul: minted('soul', 'battle_reward'),
      },
      async () => {
        rewards = (await fightHuntOut(p)).rewards;
      },
    );
    expect(delta).toEqual({ won: 1, lost: 0, gold: rewards.gold, soul: rewards.souls });
    expect(await ledgerTotal(p, 'gold', 'battle_reward')).toBe(rewards.gold);
  });

  it('count a hunt lost, and a fight fled, with the gold each burned', async () => {
    const p = await createHero(app);
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    await db
      .update(battles)
      .set({ monsterLevel: 50, monsterHp: 1_000_000 })
      .where(eq(battles.userId, p.userId));
    let goldLost = -1;
    const lost = await moved(
      { lost: battlesEnded('hunt', 'lost'), gold: burned('gold', 'defeat') },
      async () => {
        const end = await fightHuntOut(p);
        expect(end.user_hp).toBe(0);
        goldLost = end.gold_lost;
      },
    );
    expect(lost).toEqual({ lost: 1, gold: goldLost });
    expect(goldLost).toBeGreaterThan(0);

    await db
      .update(heroes)
      .set({ hp: 100, hpUpdatedAt: clock.now })
      .where(eq(heroes.userId, p.userId));
    expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    let fledLoss = -1;
    const fled = await moved(
      { fled: battlesEnded('hunt', 'fled'), gold: burned('gold', 'defeat') },
      async () => {
        const res = await p.post('/api/hunt/clear-hunt');
        expect(res.statusCode, res.body).toBe(200);
        fledLoss = res.json().gold_lost;
      },
    );
    expect(fled).toEqual({ fled: 1, gold: fledLoss });
    expect(await ledgerTotal(p, 'gold', 'defeat')).toBe(-(goldLost + fledLoss));
  });

  it('count an arena challenge as won or lost', async () => {
    const a = await createHero(app);
    const b = await createHero(app, { job: 'magician' });
    let result = '';
    const delta = await moved(
      { won: battlesEnded('arena', 'won'), lost: battlesEnded('arena', 'lost') },
      async () => {
        const res = await a.post('/api/arena/challenge', { opponentId: b.userId });
        expect(res.statusCode, res.body).toBe(200);
        result = res.json().result;
      },
    );
    expect(delta).toEqual(result === 'win' ? { won: 1, lost: 0 } : { won: 0, lost: 1 });
  });
});

describe('gacha draws', () => {
  it('count each piece drawn and the price burned', async () => {
    const p = await createHero(app);
    const box = BOXES[0]!;
    const delta = await moved(
      {
        draws: ['demonbane_gacha_draws_total', { box: box.name, currency: box.currency }],
        price: burned(box.currency, 'gacha'),
      },
      async () => {
        expect((await p.post('/api/gacha', { box: 0, amount: 1 })).statusCode).toBe(200);
      },
    );
    expect(delta).toEqual({ draws: 1, price: box.price });
  });
});

describe('event streams', () => {
  it('are counted while open on this instance', async () => {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const p = await createHero(app);
    const stream = await openEventStream(baseUrl, p.token);
    expect(stream.status).toBe(200);
    const open = sample(await scrape(metricsUrl), 'demonbane_event_streams');
    stream.close();
    expect(open).toBe(1);
    await expect
      .poll(async () => sample(await scrape(metricsUrl), 'demonbane_event_streams'))
      .toBe(0);
    // A stream is answered outside Fastify's reply: never a (minutes-long) request duration.
    expect(await scrape(metricsUrl)).not.toContain('route="/api/events"');
  });
});
