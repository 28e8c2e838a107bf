import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOB_SKILLS, skillById } from '@demonbane/game/skills';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { battleShortcuts } from '../../test/battle-shortcuts';
import { battles, heroes } from '../../db/schema';

const { app, database, clock } = await createTestApp();
const db = database.db;
const { meetImp, setHp } = battleShortcuts(db, clock);

/** A hunt fight on floor 1 against a monster that lasts, the hero hale enough to play rounds. */
async function inFight(job: 'warrior' | 'magician' = 'warrior') {
  const p = await createHero(app, { job });
  expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
  await db.update(battles).set({ monsterHp: 100_000 }).where(eq(battles.userId, p.userId));
  await setHp(p, 100_000);
  return p;
}

const battleRow = async (p: TestPlayer) =>
  (await db.select().from(battles).where(eq(battles.userId, p.userId)))[0]!;

async function setResource(p: TestPlayer, resource: number) {
  const row = await battleRow(p);
  const tactics = row.tactics ?? {
    resource: 0,
    cooldowns: {},
    guard: 0,
    charge: 0,
    hex: null,
    intent: false,
  };
  await db
    .update(battles)
    .set({ tactics: { ...tactics, resource } })
    .where(eq(battles.userId, p.userId));
}

describe('skills on the hero', () => {
  it('POST /user answers the three skills of the job, upgraded with an evolution', async () => {
    const p = await createHero(app, { job: 'magician' });
    const { user } = (await p.post('/api/user')).json();
    expect(user.skills).toEqual(
      JOB_SKILLS.magician.map((id) => {
        const s = skillById(id);
        return {
          _id: id,
          name: s.name,
          description: s.description,
          cost: s.cost,
          cooldown: s.cooldown,
        };
      }),
    );
    await db.update(heroes).set({ jobId: 'sorcerer' }).where(eq(heroes.userId, p.userId));
    const evolved = (await p.post('/api/user')).json().user;
    expect(evolved.skills.map((s: { _id: string }) => s._id)).toEqual(JOB_SKILLS.sorcerer);
  });

  it('the battle view shows the resource, each skill ready, and no boss intent', async () => {
    const p = await inFight('warrior');
    const view = (await p.post('/api/hunt/initialize')).json();
    expect(view.resource).toEqual({ kind: 'rage', name: 'Rage', value: 25, max: 100 });
    expect(view.skills.map((s: { _id: string; ready_in: number }) => [s._id, s.ready_in])).toEqual(
      JOB_SKILLS.warrior.map((id) => [id, 0]),
    );
    expect(view.monster_intent).toBeNull();
  });
});

describe('attacking with a skill', () => {
  it('plays the skill, spends its cost, starts its cooldown and says so in the log', async () => {
    const p = await inFight('magician');
    const res = await p.post('/api/hunt/hunt-attack', { skill: 'arcane-charge' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.battleLog.some((l: string) => l.startsWith('Arcane Charge!'))).toBe(true);
    // 60 to start, 15 spent, 12 back at the end of the round.
    expect(body.resource.value).toBe(57);
    expect(body.skills.find((s: { _id: string }) => s._id === 'arcane-charge').ready_in).toBe(3);
    expect((await battleRow(p)).tactics).toMatchObject({ charge: 2.6, resource: 57 });
  });

  it('without a skill plays a plain attack, as before', async () => {
    const p = await inFight('warrior');
    const res = await p.post('/api/hunt/hunt-attack');
    expect(res.statusCode).toBe(200);
    expect(res.json().battleLog.at(-1)).not.toMatch(/!$/);
    expect((await battleRow(p)).round).toBe(1);
  });

  it('refuses an unknown skill or another job’s with 400, and changes nothing', async () => {
    const p = await inFight('warrior');
    const before = await battleRow(p);
    const unknown = await p.post('/api/hunt/hunt-attack', { skill: 'meteor-of-doom' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no skill called meteor-of-doom.');
    const foreign = await p.post('/api/hunt/hunt-attack', { skill: 'firebolt' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Your job does not know Firebolt.');
    for (const skill of ['', 42, null, 'x'.repeat(65)]) {
      expect((await p.post('/api/hunt/hunt-attack', { skill })).statusCode, String(skill)).toBe(
        400,
      );
    }
    expect(await battleRow(p)).toEqual(before);
  });

  it('refuses a skill the resource cannot pay, or one cooling down, with 409', async () => {
    const p = await inFight('warrior');
    const poor = await p.post('/api/hunt/hunt-attack', { skill: 'heavy-strike' });
    expect(poor.statusCode).toBe(409);
    expect(poor.json().message).toBe('Heavy Strike needs 30 rage; you have 25.');
    await setResource(p, 100);
    expect((await p.post('/api/hunt/hunt-attack', { skill: 'shield-wall' })).statusCode).toBe(200);
    const before = await battleRow(p);
    const again = await p.post('/api/hunt/hunt-attack', { skill: 'shield-wall' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Shield Wall is not ready: 3 more rounds.');
    expect(await battleRow(p)).toEqual(before);
  });

  it('the explore battle takes skills too', async () => {
    const p = await createHero(app, { job: 'magician' });
    const maps = (await p.post('/api/explore/user')).json();
    expect(maps.explore.map.length).toBeGreaterThan(0);
    expect((await p.post('/api/explore/map', { mapId: 1, area: 1 })).statusCode).toBe(200);
    // A monster on the hero's tile, as a step into it would start (covered by explore tests).
    await meetImp(p, 1000, [1, 2, 3, 4]);
    const res = await p.post('/api/explore/attack', { skill: 'firebolt' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().battleLog.some((l: string) => l.startsWith('Firebolt!'))).toBe(true);
  });

  it('two skill attacks at once: the cooldown lets one through, the other is refused', async () => {
    const p = await inFight('magician');
    const [a, b] = await Promise.all([
      p.post('/api/hunt/hunt-attack', { skill: 'arcane-charge' }),
      p.post('/api/hunt/hunt-attack', { skill: 'arcane-charge' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const row = await battleRow(p);
    expect(row.round).toBe(1);
    expect(row.tactics?.resource).toBe(57);
  });
});

describe('auto-battle', () => {
  async function strongInFight(path: 'hunt' | 'explore' = 'hunt') {
    const p = await createHero(app, { job: 'warrior' });
    if (path === 'hunt') {
      expect((await p.post('/api/hunt/set-hunt', { hunt: 1 })).statusCode).toBe(200);
    } else {
      expect((await p.post('/api/explore/map', { mapId: 1, area: 1 })).statusCode).toBe(200);
      await meetImp(p, 300, [5, 6, 7, 8]);
    }
    return p;
  }

  it('fights a hunt floor to the end and answers as the winning attack, with every line', async () => {
    const p = await strongInFight('hunt');
    const res = await p.post('/api/hunt/auto-battle');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('You won the battle!');
    expect(body.rewards.xp).toBeGreaterThan(0);
    expect(body.rounds).toBeGreaterThan(0);
    expect(body.battleLog.at(-1)).toBe('The Imp falls.');
    // One group of lines per round, together exactly the log.
    expect(body.round_logs).toHaveLength(body.rounds);
    expect(body.round_logs.flat()).toEqual(body.battleLog);
    expect(await db.select().from(battles).where(eq(battles.userId, p.userId))).toEqual([]);
    expect((await p.post('/api/hunt')).json().highest_hunt).toBe(1);
  });

  it('uses skills when they are ready and affordable', async () => {
    const p = await strongInFight('explore');
    const res = await p.post('/api/explore/auto-battle');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rounds).toBeGreaterThan(2);
    const used = body.battleLog.filter((l: string) =>
      /^(Heavy Strike|Shield Wall|War Cry)!/.test(l),
    );
    expect(used.length).toBeGreaterThan(0);
  });

  it('stops once HP falls below the threshold, the fight still open', async () => {
    const p = await inFight('warrior');
    await db.update(battles).set({ monsterLevel: 30 }).where(eq(battles.userId, p.userId));
    await setHp(p, 120);
    const res = await p.post('/api/hunt/auto-battle', { until_hp_below: 90 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your HP fell below 90%: you stop to take stock.');
    expect(body.monster.monster_name).toBe('Imp');
    expect(body.user_hp).toBeLessThan(body.user_max_hp * 0.9);
    expect((await battleRow(p)).round).toBe(body.rounds);
  });

  it('drinks a potion below the threshold when allowed, then fights on', async () => {
    const p = await inFight('warrior');
    await db.update(battles).set({ monsterLevel: 30 }).where(eq(battles.userId, p.userId));
    await setHp(p, 120);
    const potions = (await p.post('/api/hunt/initialize')).json().potion;
    expect(potions.length).toBeGreaterThan(0);
    const res = await p.post('/api/hunt/auto-battle', { until_hp_below: 90, potions: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // The potion is drunk as a round of its own: the hero's turn, and the monster acts.
    const drink = body.round_logs.findIndex((g: string[]) => g[0]!.startsWith('You drink '));
    expect(drink).toBeGreaterThan(0);
    expect(body.round_logs[drink].length).toBeGreaterThan(1);
    expect(body.round_logs).toHaveLength(body.rounds);
  });

  it('refuses without a fight, and two at once play the fight once', async () => {
    const idle = await createHero(app);
    const none = await idle.post('/api/hunt/auto-battle');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No battle in progress.');
    const p = await strongInFight('hunt');
    const [a, b] = await Promise.all([
      p.post('/api/hunt/auto-battle'),
      p.post('/api/hunt/auto-battle'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = [a, b].find((r) => r.statusCode === 200)!.json();
    expect(won.message).toBe('You won the battle!');
  });

  it('refuses a threshold outside 0–100 with 400', async () => {
    const p = await inFight('warrior');
    for (const until_hp_below of [-1, 101, 12.5, '50']) {
      const res = await p.post('/api/hunt/auto-battle', { until_hp_below });
      expect(res.statusCode, String(until_hp_below)).toBe(400);
    }
    expect((await battleRow(p)).round).toBe(0);
  });
});
