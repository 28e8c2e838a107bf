import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createHero } from '../../test/fixtures';
import { heroes, users } from '../../db/schema';
import { STARTING_GOLD } from '@demonbane/game/starting-hero';

const { app, database } = await createTestApp();

const setLevel = (userId: string, level: number) =>
  database.db.update(heroes).set({ level }).where(eq(heroes.userId, userId));

describe('POST /api/user', () => {
  it('answers 202 with a message while the hero has no job', async () => {
    const player = await createHero(app, { job: null });
    const res = await player.post('/api/user');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/no job/);
  });

  it('answers 200 with the spec session fields once a job is chosen', async () => {
    const player = await createHero(app, { job: 'magician' });
    const res = await player.post('/api/user');
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      userId: player.userId,
      username: player.username,
      job_name: 'Magician',
      level: 1,
      levelToMax: 9,
      xp: 0,
      gold: STARTING_GOLD,
      buffs: [],
      can_evolve: false,
    });
    expect(user.user_hp).toBe(user.user_max_hp);
    for (const key of ['xp_required', 'user_max_hp', 'user_atk', 'user_def', 'user_spd']) {
      expect(user[key]).toBeGreaterThan(0);
    }
    expect(user.equipment.map((e: { type: string }) => e.type)).toEqual(['weapon', 'armor', 'acc']);
  });

  it('answers 401 when the account no longer exists: its sessions went with it', async () => {
    const player = await createHero(app, { job: null });
    await database.db.delete(users).where(eq(users.id, player.userId));
    const res = await player.post('/api/user');
    expect(res.statusCode).toBe(401);
  });

  it('accepts the token from the cookie alone', async () => {
    const player = await createHero(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user',
      cookies: { token: player.token },
      payload: { userId: player.userId },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a token, and 403 for another player’s userId', async () => {
    const alice = await createHero(app);
    const bob = await createHero(app);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { userId: alice.userId },
    });
    expect(anon.statusCode).toBe(401);
    const res = await alice.post('/api/user', { userId: bob.userId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only act for your own hero.' });
  });
});

describe('POST /api/assign-job', () => {
  it('lists only the root jobs for a hero without a job', async () => {
    const player = await createHero(app, { job: null });
    const res = await player.post('/api/assign-job');
    expect(res.statusCode).toBe(200);
    expect(res.json().available_jobs.map((j: { _id: string }) => j._id)).toEqual([
      'warrior',
      'magician',
    ]);
    expect(typeof res.json().message).toBe('string');
  });

  it('assigns a first job and heals the hero to full', async () => {
    const player = await createHero(app, { job: null });
    const res = await player.post('/api/assign-job', { job_id: 'warrior' });
    expect(res.statusCode).toBe(200);
    const { user, message } = res.json();
    expect(user.job_name).toBe('Warrior');
    expect(user.user_hp).toBe(user.user_max_hp);
    expect(message).toContain('Warrior');
  });

  it('lists nothing and refuses an evolution before level 10', async () => {
    const player = await createHero(app, { job: 'warrior' });
    const list = await player.post('/api/assign-job');
    expect(list.json().available_jobs).toEqual([]);
    const res = await player.post('/api/assign-job', { job_id: 'berserker' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That job is not open to your hero.' });
  });

  it('refuses to change a root job for another root job', async () => {
    const player = await createHero(app, { job: 'warrior' });
    const res = await player.post('/api/assign-job', { job_id: 'magician' });
    expect(res.statusCode).toBe(409);
    const user = (await player.post('/api/user')).json().user;
    expect(user.job_name).toBe('Warrior');
  });

  it('offers the two evolutions of the hero’s own job at level 10 and evolves into one', async () => {
    const player = await createHero(app, { job: 'magician' });
    await setLevel(player.userId, 10);
    const before = (await player.post('/api/user')).json().user;
    expect(before.can_evolve).toBe(true);
    expect(before.levelToMax).toBe(0);

    const list = await player.post('/api/assign-job');
    expect(list.json().available_jobs.map((j: { _id: string }) => j._id)).toEqual([
      'sorcerer',
      'warlock',
    ]);

    const wrongBranch = await player.post('/api/assign-job', { job_id: 'paladin' });
    expect(wrongBranch.statusCode).toBe(409);

    const res = await player.post('/api/assign-job', { job_id: 'sorcerer' });
    expect(res.statusCode).toBe(200);
    const after = res.json().user;
    expect(after.job_name).toBe('Sorcerer');
    expect(after.level).toBe(10);
    expect(after.levelToMax).toBe(40);
    expect(after.user_atk).toBeGreaterThan(before.user_atk);
    expect(after.can_evolve).toBe(false);

    const again = await player.post('/api/assign-job', { job_id: 'warlock' });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for a job that does not exist', async () => {
    const player = await createHero(app, { job: null });
    const res = await player.post('/api/assign-job', { job_id: 'necromancer' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no such job.');
  });

  it('only one of two simultaneous first-job choices wins', async () => {
    const player = await createHero(app, { job: null });
    await setLevel(player.userId, 1);
    const [a, b] = await Promise.all([
      player.post('/api/assign-job', { job_id: 'warrior' }),
      player.post('/api/assign-job', { job_id: 'magician' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it.each([
    { job_id: 5 },
    { job_id: '' },
    { job_id: null },
    { job_id: 'warrior', extra: 1 },
    { userId: 'nope' },
  ])('refuses malformed body %j with 400', async (body) => {
    const player = await createHero(app, { job: null });
    const res = await player.post('/api/assign-job', body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});
