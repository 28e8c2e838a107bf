import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { GUILD_CHAT } from '@demonbane/game/guilds';
import { openEventStream, type OpenStream } from '@demonbane/test-support/event-stream-client';
import { createTestApp } from '../../test/test-app';
import { createHero, type TestPlayer } from '../../test/fixtures';
import { chatReports, guildMessages } from '../../db/schema';
import { chatTestWorld } from './chat-test-world';

const { app, database, clock } = await createTestApp();
const db = database.db;
const world = chatTestWorld(db, () => clock.now);
let baseUrl: string;
const streams: OpenStream[] = [];
const open = async (p: TestPlayer) => {
  const s = await openEventStream(baseUrl, p.token);
  streams.push(s);
  expect(s.status).toBe(200);
  return s;
};

beforeAll(async () => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const s of streams) s.close();
});

/** A guild with these heroes in it (the first one its leader). */
async function guildOf(...roles: ('leader' | 'officer' | 'member')[]) {
  const guildId = await world.guild();
  const heroes: TestPlayer[] = [];
  for (const role of roles) {
    const hero = await createHero(app);
    await world.join(guildId, hero.userId, role);
    heroes.push(hero);
  }
  return { guildId, heroes };
}

/** `n` messages by `author` written straight to the table (the post limit would slow a test). */
async function seedMessages(guildId: string, author: TestPlayer, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    guildId,
    userId: author.userId,
    name: author.username,
    text: `old ${i}`,
    createdAt: clock.now,
  }));
  return db.insert(guildMessages).values(rows).returning({ id: guildMessages.id });
}

const say = (p: TestPlayer, text: string) => p.post('/api/guilds/chat', { text });
const history = (p: TestPlayer, before?: number) =>
  p.post('/api/guilds/chat/history', before === undefined ? {} : { before });

describe('posting and reading', () => {
  it('posts under the hero’s name and reads newest first', async () => {
    const { heroes } = await guildOf('leader', 'member');
    const [a, b] = heroes as [TestPlayer, TestPlayer];
    const posted = await say(a, '  Hello, guild!  ');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().message).toMatchObject({
      userId: a.userId,
      name: a.username,
      text: 'Hello, guild!',
    });
    expect((await say(b, 'Hi.')).statusCode).toBe(200);
    const read = await history(a);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Hi.',
      'Hello, guild!',
    ]);
    expect(read.json()).toMatchObject({ more: false, blocked: [] });
  });

  it('pages back by `before`, GUILD_CHAT.page at a time', async () => {
    const { guildId, heroes } = await guildOf('leader');
    const [a] = heroes as [TestPlayer];
    const ids = (await seedMessages(guildId, a, GUILD_CHAT.page + 3)).map((r) => r.id);
    const first = (await history(a)).json();
    expect(first.messages).toHaveLength(GUILD_CHAT.page);
    expect(first.more).toBe(true);
    expect(first.messages[0].id).toBe(ids.at(-1));
    const last = first.messages.at(-1).id as number;
    const second = (await history(a, last)).json();
    expect(second.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.more).toBe(false);
  });

  it(`keeps the newest ${GUILD_CHAT.kept} messages of a guild, and only that guild’s`, async () => {
    const { guildId, heroes } = await guildOf('leader');
    const other = await guildOf('leader');
    await seedMessages(other.guildId, other.heroes[0]!, 3);
    const [a] = heroes as [TestPlayer];
    const seeded = await seedMessages(guildId, a, GUILD_CHAT.kept);
    expect((await say(a, 'the newest')).statusCode).toBe(200);
    const kept = await db
      .select({ id: guildMessages.id })
      .from(guildMessages)
      .where(eq(guildMessages.guildId, guildId));
    expect(kept).toHaveLength(GUILD_CHAT.kept);
    expect(kept.some((r) => r.id === seeded[0]!.id)).toBe(false);
    const [others] = await db
      .select({ n: count() })
      .from(guildMessages)
      .where(eq(guildMessages.guildId, other.guildId));
    expect(others!.n).toBe(3);
  });

  it('refuses bad text with 400 and posts nothing', async () => {
    const { guildId, heroes } = await guildOf('leader');
    const [a] = heroes as [TestPlayer];
    for (const text of ['   ', 'x'.repeat(GUILD_CHAT.maxChars + 1), 'bell\u0007']) {
      const res = await say(a, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const [n] = await db
      .select({ n: count() })
      .from(guildMessages)
      .where(eq(guildMessages.guildId, guildId));
    expect(n!.n).toBe(0);
  });

  it('a hero in no guild can neither post nor read (409)', async () => {
    const loner = await createHero(app);
    for (const res of [await say(loner, 'anyone?'), await history(loner)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'You are not in a guild.' });
    }
  });

  it(`limits posting: ${GUILD_CHAT.burst} at once, then 429 with Retry-After`, async () => {
    const { heroes } = await guildOf('leader', 'member');
    const [a, b] = heroes as [TestPlayer, TestPlayer];
    for (let i = 0; i < GUILD_CHAT.burst; i++) expect((await say(a, `m${i}`)).statusCode).toBe(200);
    const limited = await say(a, 'one more');
    expect(limited.statusCode).toBe(429);
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(GUILD_CHAT.burst * GUILD_CHAT.refillSeconds);
    expect(limited.json().message).toMatch(
      /^You are posting too fast\. Try again in \d+ seconds?\.$/,
    );
    expect((await history(a)).json().messages).toHaveLength(GUILD_CHAT.burst);
    // Another player's own allowance.
    expect((await say(b, 'me too')).statusCode).toBe(200);
  });
});

describe('moderation', () => {
  it('an officer deletes a message: gone from history and announced to the guild', async () => {
    const { heroes } = await guildOf('leader', 'officer', 'member');
    const [, officer, member] = heroes as [TestPlayer, TestPlayer, TestPlayer];
    const id = (await say(member, 'rude words')).json().message.id as number;
    const watching = await open(member);
    await new Promise((r) => setTimeout(r, 100));
    const refused = await member.post('/api/guilds/chat/delete', { messageId: id });
    expect(refused.statusCode).toBe(403);
    const res = await officer.post('/api/guilds/chat/delete', { messageId: id });
    expect(res.statusCode, res.body).toBe(200);
    const event = await watching.next('guild.message');
    expect(event.data).toMatchObject({ deleted: true, message: { id, text: '' } });
    expect((await history(officer)).json().messages).toEqual([]);
    // Again: the same answer, nothing announced twice.
    expect((await officer.post('/api/guilds/chat/delete', { messageId: id })).statusCode).toBe(200);
    await expect(watching.next('guild.message', 300)).rejects.toThrow();
  });

  it('nobody deletes or reports another guild’s message (404)', async () => {
    const mine = await guildOf('leader');
    const theirs = await guildOf('leader', 'member');
    const id = (await say(theirs.heroes[1]!, 'ours')).json().message.id as number;
    const leader = mine.heroes[0]!;
    expect((await leader.post('/api/guilds/chat/delete', { messageId: id })).statusCode).toBe(404);
    const report = await leader.post('/api/guilds/chat/report', { messageId: id, reason: 'x' });
    expect(report.statusCode).toBe(404);
  });

  it('a report keeps a copy of the message, once per reporter and message', async () => {
    const { guildId, heroes } = await guildOf('leader', 'member');
    const [a, b] = heroes as [TestPlayer, TestPlayer];
    const id = (await say(b, 'buy gold at example.com')).json().message.id as number;
    const res = await a.post('/api/guilds/chat/report', { messageId: id, reason: ' spam ' });
    expect(res.statusCode, res.body).toBe(200);
    const again = await a.post('/api/guilds/chat/report', { messageId: id, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    const own = await b.post('/api/guilds/chat/report', { messageId: id, reason: 'me' });
    expect(own.statusCode).toBe(409);
    const rows = await db.select().from(chatReports).where(eq(chatReports.reporterId, a.userId));
    expect(rows).toEqual([
      expect.objectContaining({
        messageId: id,
        guildId,
        authorId: b.userId,
        authorName: b.username,
        text: 'buy gold at example.com',
        reason: 'spam',
      }),
    ]);
  });

  it(`allows ${GUILD_CHAT.reportsPerDay} reports per reporter per UTC day (then 429)`, async () => {
    const { guildId, heroes } = await guildOf('leader', 'member');
    const [a, b] = heroes as [TestPlayer, TestPlayer];
    const ids = (await seedMessages(guildId, b, GUILD_CHAT.reportsPerDay + 1)).map((r) => r.id);
    for (const id of ids.slice(0, -1)) {
      const res = await a.post('/api/guilds/chat/report', { messageId: id, reason: 'spam' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await a.post('/api/guilds/chat/report', { messageId: ids.at(-1), reason: 'x' });
    expect(over.statusCode).toBe(429);
    const [n] = await db
      .select({ n: count() })
      .from(chatReports)
      .where(and(eq(chatReports.reporterId, a.userId)));
    expect(n!.n).toBe(GUILD_CHAT.reportsPerDay);
  });

  it('blocks hide a player’s messages from history, and are listed with names', async () => {
    const { heroes } = await guildOf('leader', 'member', 'member');
    const [a, b, c] = heroes as [TestPlayer, TestPlayer, TestPlayer];
    await say(b, 'from b');
    await say(c, 'from c');
    const blocked = await a.post('/api/guilds/chat/block', { playerId: b.userId, blocked: true });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().blocked).toEqual([{ userId: b.userId, name: b.username }]);
    const read = (await history(a)).json();
    expect(read.messages.map((m: { text: string }) => m.text)).toEqual(['from c']);
    expect(read.blocked).toEqual([{ userId: b.userId, name: b.username }]);
    const self = await a.post('/api/guilds/chat/block', { playerId: a.userId, blocked: true });
    expect(self.statusCode).toBe(409);
    const unblocked = await a.post('/api/guilds/chat/block', {
      playerId: b.userId,
      blocked: false,
    });
    expect(unblocked.json().blocked).toEqual([]);
    expect((await history(a)).json().messages).toHaveLength(2);
  });
});

describe('live delivery on GET /api/events', () => {
  it('sends a message to another member’s stream, without an id, and not to others', async () => {
    const { guildId, heroes } = await guildOf('leader', 'member');
    const [a, b] = heroes as [TestPlayer, TestPlayer];
    const outsider = await guildOf('leader');
    const loner = await createHero(app);
    const [sa, so, sl] = [await open(a), await open(outsider.heroes[0]!), await open(loner)];
    await new Promise((r) => setTimeout(r, 100));
    const posted = (await say(b, 'live!')).json().message;
    const event = await sa.next('guild.message');
    expect(event.data).toEqual({ message: posted, deleted: false });
    expect(posted.guildId).toBe(guildId);
    expect(Number.isNaN(event.id)).toBe(true);
    await expect(so.next(undefined, 300)).rejects.toThrow();
    await expect(sl.next(undefined, 100)).rejects.toThrow();
  });

  it('stops at once when a member leaves, and starts when a hero joins', async () => {
    const { guildId, heroes } = await guildOf('leader', 'member');
    const [a, b] = heroes as [TestPlayer, TestPlayer];
    const newcomer = await createHero(app);
    const [sb, sn] = [await open(b), await open(newcomer)];
    await new Promise((r) => setTimeout(r, 100));
    await world.leave(b.userId);
    await world.join(guildId, newcomer.userId);
    await new Promise((r) => setTimeout(r, 100));
    await say(a, 'who is here?');
    expect((await sn.next('guild.message')).data).toMatchObject({
      message: { text: 'who is here?' },
    });
    await expect(sb.next(undefined, 300)).rejects.toThrow();
    expect((await say(b, 'still here?')).statusCode).toBe(409);
  });
});
