import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COSMETICS, cosmeticById } from '@demonbane/game/cosmetics';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';
import { currencyLedger, heroCosmetics, heroes, huntProgress } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;

const BRONZE = cosmeticById('bronze-frame');
const buy = (p: TestPlayer, cosmeticId: string, key?: string) =>
  keyedPost(app, p, '/api/cosmetics/buy', { cosmeticId }, key);
const wear = (p: TestPlayer, kind: string, cosmeticId: string | null) =>
  p.post('/api/cosmetics/wear', { kind, cosmeticId });
const setHero = (p: TestPlayer, set: Partial<typeof heroes.$inferInsert>) =>
  db.update(heroes).set(set).where(eq(heroes.userId, p.userId));
const owned = (body: { cosmetics: { id: string; owned: boolean }[] }) =>
  body.cosmetics.filter((c) => c.owned).map((c) => c.id);

describe('POST /cosmetics', () => {
  it('lists every title and frame; a new hero owns and wears none', async () => {
    const p = await createHero(app);
    const res = await p.post('/api/cosmetics');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.cosmetics.map((c: { id: string }) => c.id)).toEqual(COSMETICS.map((c) => c.id));
    expect(owned(body)).toEqual([]);
    expect(body).toMatchObject({ ascensions: 0, title: null, frame: null });
  });

  it('earned ones come from deeds: ascensions and the highest floor cleared', async () => {
    const p = await createHero(app);
    await setHero(p, { ascensions: 1 });
    await db.insert(huntProgress).values({ userId: p.userId, highestFloor: 250 });
    const body = (await p.post('/api/cosmetics')).json();
    expect(owned(body).sort()).toEqual(
      ['ascended', 'ascendant-frame', 'towerbreaker', 'abysswalker', 'abyssal-frame'].sort(),
    );
    // Nothing stored for them.
    expect(await db.select().from(heroCosmetics).where(eq(heroCosmetics.userId, p.userId))).toEqual(
      [],
    );
  });
});

describe('POST /cosmetics/buy', () => {
  it('buys a frame for gold through the ledger, once', async () => {
    const p = await createHero(app);
    await setHero(p, { gold: BRONZE.price! + 10 });
    const res = await buy(p, 'bronze-frame');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gold).toBe(10);
    expect(owned(res.json())).toEqual(['bronze-frame']);
    const rows = await db
      .select()
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, 'cosmetic')));
    expect(rows.map((r) => [r.delta, r.ref])).toEqual([[-BRONZE.price!, 'bronze-frame']]);
    const again = await buy(p, 'bronze-frame');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already own Bronze Frame.' });
  });

  it('a repeat of the same key replays the purchase, paid once', async () => {
    const p = await createHero(app);
    await setHero(p, { gold: BRONZE.price! });
    const first = await buy(p, 'bronze-frame', 'k1');
    const again = await buy(p, 'bronze-frame', 'k1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().gold).toBe(0);
  });

  it('refuses an earned one, an unknown one and a hero who cannot pay', async () => {
    const p = await createHero(app);
    await setHero(p, { gold: BRONZE.price! - 1 });
    const earned = await buy(p, 'ascended');
    expect(earned.statusCode).toBe(409);
    expect(earned.json()).toEqual({ message: 'the Ascended is earned, not sold.' });
    expect((await buy(p, 'no-such-thing')).statusCode).toBe(404);
    const poor = await buy(p, 'bronze-frame');
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toEqual({
      message: `Not enough gold: Bronze Frame costs ${BRONZE.price}.`,
    });
    expect(await db.select().from(heroCosmetics).where(eq(heroCosmetics.userId, p.userId))).toEqual(
      [],
    );
  });
});

describe('POST /cosmetics/wear', () => {
  it('wears an owned frame and an earned title, shown to others; null takes one off', async () => {
    const p = await createHero(app);
    await setHero(p, { gold: BRONZE.price!, ascensions: 1 });
    expect((await buy(p, 'bronze-frame')).statusCode).toBe(200);
    expect((await wear(p, 'frame', 'bronze-frame')).statusCode).toBe(200);
    const worn = await wear(p, 'title', 'ascended');
    expect(worn.statusCode, worn.body).toBe(200);
    expect(worn.json()).toMatchObject({ title: 'the Ascended', frame: 'bronze-frame' });
    expect(
      worn
        .json()
        .cosmetics.filter((c: { worn: boolean }) => c.worn)
        .map((c: { id: string }) => c.id),
    ).toEqual(['ascended', 'bronze-frame']);
    const { user } = (await p.post('/api/user')).json();
    expect(user).toMatchObject({ ascensions: 1, title: 'the Ascended', frame: 'bronze-frame' });
    const off = await wear(p, 'title', null);
    expect(off.json()).toMatchObject({ title: null, frame: 'bronze-frame' });
  });

  it('refuses one not owned, one of the other kind and an unknown one', async () => {
    const p = await createHero(app);
    const notOwned = await wear(p, 'frame', 'silver-frame');
    expect(notOwned.statusCode).toBe(409);
    expect(notOwned.json()).toEqual({ message: 'You do not own Silver Frame.' });
    const notEarned = await wear(p, 'title', 'eternal');
    expect(notEarned.statusCode).toBe(409);
    const wrongKind = await wear(p, 'title', 'bronze-frame');
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json()).toEqual({ message: 'Bronze Frame is not a title.' });
    expect((await wear(p, 'frame', 'nothing-like-it')).statusCode).toBe(404);
    const [row] = await db.select().from(heroes).where(eq(heroes.userId, p.userId));
    expect(row).toMatchObject({ titleId: null, frameId: null });
  });
});
