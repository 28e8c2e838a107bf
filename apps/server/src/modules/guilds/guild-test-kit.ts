import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { GUILD_FOUNDING } from '@demonbane/game/guilds';
import type { Database } from '../../db/database';
import { heroes } from '../../db/schema';
import { createHero, uniqueName, type TestPlayer } from '../../test/fixtures';
import { keyedPost } from '../../test/keyed-post';

/** A hero of `level` with `gold`, as the guild tests need them. */
export async function guildHero(
  app: FastifyInstance,
  db: Database,
  { level = 12, gold = 0 }: { level?: number; gold?: number } = {},
): Promise<TestPlayer> {
  const p = await createHero(app);
  await db.update(heroes).set({ level, gold }).where(eq(heroes.userId, p.userId));
  return p;
}

/** A name and tag no other test took (names: letters and digits, tags: 2 to 5). */
export function guildNames() {
  const id = uniqueName('g').slice(2, 12);
  return { name: `Guild ${id}`, tag: id.slice(0, 5).toUpperCase() };
}

/** A leader who founded a new guild (open unless said); returns the guild's id. */
export async function foundGuild(
  app: FastifyInstance,
  db: Database,
  opts: { open?: boolean } = {},
): Promise<{ leader: TestPlayer; guildId: string; name: string; tag: string }> {
  const leader = await guildHero(app, db, { gold: GUILD_FOUNDING.gold });
  const names = guildNames();
  const res = await keyedPost(app, leader, '/api/guilds/create', { ...names, ...opts });
  expect(res.statusCode, res.body).toBe(200);
  return { leader, guildId: res.json().guild.guild.id, ...names };
}

/** Heroes who joined the (open) guild. */
export async function joinMany(
  app: FastifyInstance,
  db: Database,
  guildId: string,
  n: number,
): Promise<TestPlayer[]> {
  const players: TestPlayer[] = [];
  for (let i = 0; i < n; i++) {
    const p = await guildHero(app, db);
    const res = await p.post('/api/guilds/join', { guildId });
    expect(res.statusCode, res.body).toBe(200);
    players.push(p);
  }
  return players;
}
