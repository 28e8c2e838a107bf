import { describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { chatBlocks, chatReports, guildMessages } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { createHero, DEFAULT_PASSWORD } from '../../test/fixtures';
import { runOperation } from '../../test/operator-context';
import { reportsOperation } from '../../ops/admin-reports';
import { chatTestWorld } from './chat-test-world';
import { forgetChatOfDeleted } from './chat-subscribers';

// The reports listing reads every report: a database of this file's own.
const testApp = await createTestApp({}, { ownDatabase: true });
const { app, database, clock } = testApp;
const db = database.db;
const world = chatTestWorld(db, () => clock.now);

describe('npm run admin -- reports', () => {
  it('lists reports newest first, with the text as reported, as text and JSON', async () => {
    const guildId = await world.guild();
    const [a, b] = [await createHero(app), await createHero(app)];
    await world.join(guildId, a.userId, 'leader');
    await world.join(guildId, b.userId);
    expect((await runOperation(testApp, reportsOperation, [])).ok && 'empty').toBe('empty');
    const first = (await b.post('/api/guilds/chat', { text: 'first' })).json().message.id;
    const second = (await b.post('/api/guilds/chat', { text: 'second' })).json().message.id;
    for (const [id, reason] of [
      [first, 'rude'],
      [second, 'spam'],
    ] as const) {
      const res = await a.post('/api/guilds/chat/report', { messageId: id, reason });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Taken down since: the report keeps its copy.
    await a.post('/api/guilds/chat/delete', { messageId: second });

    const all = await runOperation(testApp, reportsOperation, []);
    if (!all.ok) throw new Error(all.message);
    const lines = all.text.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^#\\d+ 2026-11-21 12:00 UTC {2}${a.username} reported ${b.username} \\(message ${second}, guild Chat [0-9a-f]+\\): "second", reason: spam$`,
      ),
    );
    expect(lines[1]).toContain(`(message ${first},`);
    expect((all.data as { reports: { text: string }[] }).reports.map((r) => r.text)).toEqual([
      'second',
      'first',
    ]);

    const one = await runOperation(testApp, reportsOperation, ['--limit', '1']);
    expect(one.ok && one.text.split('\n')).toHaveLength(1);
    const wrong = await runOperation(testApp, reportsOperation, ['--limit', '0']);
    expect(wrong).toMatchObject({ ok: false, usage: true });
    expect(wrong.ok || wrong.message).toMatch(/--limit must be a whole number from 1 to 1000\./);
  });
});

describe('account deletion', () => {
  it('takes the player’s messages with the account', async () => {
    const guildId = await world.guild();
    const [gone, stays] = [await createHero(app), await createHero(app)];
    await world.join(guildId, stays.userId, 'leader');
    await world.join(guildId, gone.userId);
    await gone.post('/api/guilds/chat', { text: 'bye all' });
    const res = await gone.post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const left = await db.select().from(guildMessages).where(eq(guildMessages.userId, gone.userId));
    expect(left).toEqual([]);
    expect((await stays.post('/api/guilds/chat/history')).json().messages).toEqual([]);
  });

  it('forgets its blocks both ways and its id in reports, which keep their copy', async () => {
    const guildId = await world.guild();
    const [gone, stays] = [await createHero(app), await createHero(app)];
    await world.join(guildId, stays.userId, 'leader');
    await world.join(guildId, gone.userId);
    const id = (await gone.post('/api/guilds/chat', { text: 'bye all' })).json().message.id;
    await stays.post('/api/guilds/chat/report', { messageId: id, reason: 'test' });
    await stays.post('/api/guilds/chat/block', { playerId: gone.userId, blocked: true });
    await gone.post('/api/guilds/chat/block', { playerId: stays.userId, blocked: true });
    await db.transaction((tx) => forgetChatOfDeleted(tx, { userId: gone.userId }));
    const blocks = await db
      .select()
      .from(chatBlocks)
      .where(or(eq(chatBlocks.userId, gone.userId), eq(chatBlocks.blockedId, gone.userId)));
    expect(blocks).toEqual([]);
    const [report] = await db.select().from(chatReports).where(eq(chatReports.messageId, id));
    expect(report).toMatchObject({ text: 'bye all', authorId: null, reporterId: stays.userId });
  });
});
