import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { EventHub, type EventStream } from './notification-hub';

/** A hub whose membership reads wait until the test answers them. */
function hubWithReads() {
  const reads: { userIds: string[]; answer: (m: Map<string, string>) => void }[] = [];
  const hub = new EventHub({} as Database, {
    limits: { perSession: 3, perAccount: 10, perAddress: 30, total: 100 },
    heartbeatMs: 60_000,
    guildsOf: (userIds) => new Promise((answer) => reads.push({ userIds, answer })),
  });
  return { hub, reads };
}

function streamOf(userId: string) {
  const raw = { write: vi.fn(), end: vi.fn() };
  const stream: EventStream = {
    userId,
    sessionId: `session-${userId}`,
    address: '203.0.113.9',
    expiresAt: Date.now() + 3600_000,
    lastId: 0,
    raw: raw as unknown as ServerResponse,
  };
  return { stream, raw };
}

const member = (userId: string, guildId: string | null) =>
  JSON.stringify({ kind: 'member', user_id: userId, guild_id: guildId });
const message = (guildId: string, id = 1) =>
  JSON.stringify({
    kind: 'message',
    id,
    guild_id: guildId,
    user_id: 'author',
    name: 'Author',
    text: 'hi',
    created_at: '2026-11-28T12:00:00.000Z',
  });
const chatWrites = (raw: { write: ReturnType<typeof vi.fn> }) =>
  raw.write.mock.calls.filter(([chunk]) => String(chunk).startsWith('event: guild.message'));

describe('EventHub guild chat', () => {
  it('writes a message to the guild’s streams as guild.message without an id', async () => {
    const { hub, reads } = hubWithReads();
    const a = streamOf('a');
    const b = streamOf('b');
    hub.add(a.stream);
    hub.add(b.stream);
    const opened = hub.readGuilds([a.stream, b.stream]);
    reads[0]!.answer(new Map([['a', 'g1']]));
    await opened;
    hub.guilds.message(message('g1'));
    expect(chatWrites(a.raw)).toHaveLength(1);
    const chunk = String(chatWrites(a.raw)[0]![0]);
    expect(chunk).not.toMatch(/^id:/m);
    expect(JSON.parse(chunk.split('data: ')[1]!)).toEqual({
      message: {
        id: 1,
        guildId: 'g1',
        userId: 'author',
        name: 'Author',
        text: 'hi',
        created_at: '2026-11-28T12:00:00.000Z',
      },
      deleted: false,
    });
    expect(chatWrites(b.raw)).toHaveLength(0);
  });

  it('a membership announced while the read is in flight wins over the read', async () => {
    const { hub, reads } = hubWithReads();
    const kicked = streamOf('k');
    const joined = streamOf('j');
    hub.add(kicked.stream);
    hub.add(joined.stream);
    const opened = hub.readGuilds([kicked.stream, joined.stream]);
    // Kicked and joined after the read's snapshot, before its answer arrives.
    hub.guilds.message(member('k', null));
    hub.guilds.message(member('j', 'g2'));
    reads[0]!.answer(new Map([['k', 'g1']]));
    await opened;
    hub.guilds.message(message('g1'));
    hub.guilds.message(message('g2', 2));
    expect(chatWrites(kicked.raw)).toHaveLength(0);
    expect(chatWrites(joined.raw)).toHaveLength(1);
  });

  it('follows membership on member payloads, and re-reads every stream after the channel was down', async () => {
    const { hub, reads } = hubWithReads();
    const a = streamOf('a');
    hub.add(a.stream);
    const opened = hub.readGuilds([a.stream]);
    reads[0]!.answer(new Map());
    await opened;
    hub.guilds.message(member('a', 'g1'));
    hub.guilds.message(message('g1'));
    expect(chatWrites(a.raw)).toHaveLength(1);
    hub.guilds.up();
    expect(reads).toHaveLength(1);
    // Left while the channel was down: the re-read finds it in no guild.
    hub.guilds.down();
    hub.guilds.up();
    expect(reads).toHaveLength(2);
    reads[1]!.answer(new Map());
    await new Promise((r) => setImmediate(r));
    hub.guilds.message(message('g1', 3));
    expect(chatWrites(a.raw)).toHaveLength(1);
  });

  it('forgets a closed stream and ignores a payload it cannot read', async () => {
    const { hub, reads } = hubWithReads();
    const a = streamOf('a');
    hub.add(a.stream);
    const opened = hub.readGuilds([a.stream]);
    reads[0]!.answer(new Map([['a', 'g1']]));
    await opened;
    hub.remove(a.stream);
    hub.guilds.message('not json');
    hub.guilds.message(message('g1'));
    expect(chatWrites(a.raw)).toHaveLength(0);
  });
});
