import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEVEL_CAP } from '@demonbane/game/jobs';
import type { Database } from '../db/database';
import { heroes } from '../db/schema';

export const DEFAULT_PASSWORD = 'correct horse battery';

/** A username no other test (or earlier run on the same database) has taken. */
export function uniqueName(prefix = 'hero'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`.slice(0, 20);
}

export interface TestPlayer {
  userId: string;
  username: string;
  token: string;
  /** POST JSON as this player, with the Bearer token. */
  post(url: string, body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

export async function registerPlayer(
  app: FastifyInstance,
  opts: { username?: string; password?: string } = {},
): Promise<{ userId: string; username: string; password: string }> {
  const username = opts.username ?? uniqueName();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { userId: res.json().userId, username, password };
}

/** POST /login; expects success and returns the new session's token. */
export async function logIn(
  app: FastifyInstance,
  username: string,
  password = DEFAULT_PASSWORD,
): Promise<{ token: string; userId: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { token, user } = res.json() as { token: string; user: { userId: string } };
  return { token, userId: user.userId };
}

/**
 * Registers, logs in and (unless `job` is null) assigns a job: the createHero fixture.
 * A first job wears the starter gear; `gearInPack` takes it off again through the
 * API, for tests about pieces in the inventory.
 */
export async function createHero(
  app: FastifyInstance,
  opts: { job?: string | null; username?: string; gearInPack?: boolean } = {},
): Promise<TestPlayer> {
  const { username, password } = await registerPlayer(app, { username: opts.username });
  const { token, userId } = await logIn(app, username, password);
  const player: TestPlayer = {
    userId,
    username,
    token,
    post: (url, body = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: { userId, ...body },
      }),
  };
  const job = opts.job === undefined ? 'warrior' : opts.job;
  if (job !== null) {
    const res = await player.post('/api/assign-job', { job_id: job });
    expect(res.statusCode, res.body).toBe(200);
  }
  if (opts.gearInPack) {
    const res = await player.post('/api/inventory/equip', { wpn: null, arm: null, acc: null });
    expect(res.statusCode, res.body).toBe(200);
  }
  return player;
}

/** Attacks until the hunt fight ends; returns the last answer. */
export async function fightHuntOut(p: TestPlayer) {
  for (let i = 0; i < 100; i++) {
    const res = await p.post('/api/hunt/hunt-attack');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    if (body.rewards || body.user_hp === 0) return body;
  }
  throw new Error('fight did not end');
}

/** The tower's view has the hero out of it, no floor and no monster (and says `also`). */
export async function expectOutOfTower(p: TestPlayer, also: Record<string, unknown> = {}) {
  expect((await p.post('/api/hunt')).json()).toMatchObject({
    ...also,
    current_floor: null,
    monster: null,
  });
}

/**
 * Lists a Common Hunter's Knife from the pack (a hero made with `gearInPack`) for
 * gold; expects success and returns the listing's id.
 */
export async function listKnife(p: TestPlayer, price: number): Promise<string> {
  const listed = await p.post('/api/bazaar/list', {
    item_id: 'hunters-knife',
    rarity: 'Common',
    price,
    currency: 'gold',
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().listing._id as string;
}

/**
 * A hero at the level cap with a job, written straight to the database (fifty levels
 * through the API would take thousands of fights): for tests of what opens at level 50.
 * `set` adds or overrides hero columns (gold, worn pieces, ascensions…).
 */
export async function raiseToLevelCap(
  db: Database,
  p: TestPlayer,
  now: Date,
  set: Partial<typeof heroes.$inferInsert> = {},
): Promise<void> {
  await db
    .update(heroes)
    .set({ jobId: 'berserker', level: LEVEL_CAP, xp: 0, hp: 100_000, hpUpdatedAt: now, ...set })
    .where(eq(heroes.userId, p.userId));
}
