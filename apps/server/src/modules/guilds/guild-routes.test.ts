import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GUILD_FOUNDING, GUILD_MAX_MEMBERS, GUILD_REJOIN_HOURS } from '@demonbane/game/guilds';
import { createTestApp } from '../../test/test-app';
import { keyedPost } from '../../test/keyed-post';
import { runOperation } from '../../test/operator-context';
import { DEFAULT_PASSWORD } from '../../test/fixtures';
import { banOperation } from '../../ops/admin-ban';
import {
  currencyLedger,
  guildDepartures,
  guildInvites,
  guildMembers,
  guilds,
  notifications,
} from '../../db/schema';
import { foundGuild, guildHero, guildNames, joinMany } from './guild-test-kit';

const testApp = await createTestApp();
const { app, database, clock } = testApp;
const db = database.db;

const notesOf = (userId: string, kind: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
const roleOf = async (userId: string) =>
  (await db.select().from(guildMembers).where(eq(guildMembers.userId, userId)))[0]?.role ?? null;

describe('POST /guilds/create', () => {
  it('founds a guild: pays through the ledger, the founder leads it; a replay pays once', async () => {
    const p = await guildHero(app, db, { gold: GUILD_FOUNDING.gold + 5 });
    const names = guildNames();
    const res = await keyedPost(app, p, '/api/guilds/create', names, 'found-1');
    expect(res.statusCode, res.body).toBe(200);
    const again = await keyedPost(app, p, '/api/guilds/create', names, 'found-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const view = res.json().guild.guild;
    expect(view).toMatchObject({ name: names.name, tag: names.tag, open: true, role: 'leader' });
    expect(view.members.map((m: { userId: string }) => m.userId)).toEqual([p.userId]);
    const rows = await db
      .select()
      .from(currencyLedger)
      .where(and(eq(currencyLedger.userId, p.userId), eq(currencyLedger.kind, 'guild_founding')));
    expect(rows.map((r) => r.delta)).toEqual([-GUILD_FOUNDING.gold]);
  });

  it('refuses a taken name or tag in any case, a low level, no gold, a hero in a guild', async () => {
    const { leader, name, tag } = await foundGuild(app, db);
    const p = await guildHero(app, db, { gold: GUILD_FOUNDING.gold });
    const taken = await p.post('/api/guilds/create', { name: name.toUpperCase(), tag: 'ZZ9' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'That guild name is taken.' });
    const tagTaken = await p.post('/api/guilds/create', {
      ...guildNames(),
      tag: tag.toLowerCase(),
    });
    expect(tagTaken.json()).toEqual({ message: 'That guild tag is taken.' });
    const low = await guildHero(app, db, { level: GUILD_FOUNDING.level - 1, gold: 99_999 });
    const lowRes = await low.post('/api/guilds/create', guildNames());
    expect(lowRes.statusCode).toBe(409);
    const poor = await guildHero(app, db, { gold: GUILD_FOUNDING.gold - 1 });
    const poorRes = await poor.post('/api/guilds/create', guildNames());
    expect(poorRes.statusCode).toBe(409);
    expect(poorRes.json().message).toMatch(/Not enough gold/);
    const inOne = await leader.post('/api/guilds/create', guildNames());
    expect(inOne.json()).toEqual({ message: 'You are already in a guild.' });
  });

  it('refuses bad names with a 400 and changes nothing', async () => {
    const p = await guildHero(app, db, { gold: GUILD_FOUNDING.gold });
    for (const body of [{ name: 'a', tag: 'AB' }, { name: 'Good Name', tag: 'A_B' }, {}]) {
      const res = await p.post('/api/guilds/create', body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await db.select().from(guildMembers).where(eq(guildMembers.userId, p.userId))).toEqual(
      [],
    );
  });
});

describe('GET /guilds and POST /guild', () => {
  it('lists by name or tag, any case, wildcards literal; the member counts and leader', async () => {
    const { leader, name, tag, guildId } = await foundGuild(app, db);
    await joinMany(app, db, guildId, 2);
    const byTag = await app.inject({ url: `/api/guilds?search=${tag.toLowerCase()}` });
    expect(byTag.statusCode, byTag.body).toBe(200);
    const found = byTag.json().guilds.find((g: { id: string }) => g.id === guildId);
    expect(found).toMatchObject({ name, tag, members: 3, leader: leader.username, raid_level: 1 });
    const wild = await app.inject({ url: '/api/guilds?search=%25' });
    expect(wild.json().guilds).toEqual([]);
    const all = await app.inject({ url: '/api/guilds' });
    expect(all.json().guilds.length).toBeLessThanOrEqual(50);
  });

  it('answers the guild with members, raid and requests; null for a hero in none', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const view = (await leader.post('/api/guild')).json();
    expect(view.guild.id).toBe(guildId);
    expect(view.guild.members[0]).toMatchObject({
      userId: leader.userId,
      role: 'leader',
      level: 12,
      job_name: 'Warrior',
    });
    expect(view.guild.raid).toMatchObject({ level: 1, hp: view.guild.raid.max_hp });
    const loner = await guildHero(app, db);
    const none = (await loner.post('/api/guild')).json();
    expect(none).toEqual({ guild: null, invitations: [], requested: [], may_join_at: null });
  });
});

describe('joining', () => {
  it('an open guild takes a hero; a closed one gets a request its officers hear of', async () => {
    const { leader, guildId } = await foundGuild(app, db, { open: false });
    const p = await guildHero(app, db);
    const res = await p.post('/api/guilds/join', { guildId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'requested' });
    expect(res.json().guild.requested.map((r: { guildId: string }) => r.guildId)).toEqual([
      guildId,
    ]);
    expect(await notesOf(leader.userId, 'guild.request')).toHaveLength(1);
    const twice = await p.post('/api/guilds/join', { guildId });
    expect(twice.statusCode).toBe(409);
    const requests = (await leader.post('/api/guild')).json().guild.requests;
    expect(requests.map((r: { userId: string }) => r.userId)).toEqual([p.userId]);
    const accepted = await leader.post('/api/guilds/requests/answer', {
      memberId: p.userId,
      accept: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await roleOf(p.userId)).toBe('member');
    expect(await notesOf(p.userId, 'guild.accepted')).toHaveLength(1);
    const gone = await leader.post('/api/guilds/requests/answer', {
      memberId: p.userId,
      accept: true,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('a declined request goes; an invitation lets a hero into a closed guild', async () => {
    const { leader, guildId, name } = await foundGuild(app, db, { open: false });
    const asker = await guildHero(app, db);
    await asker.post('/api/guilds/join', { guildId });
    const declined = await leader.post('/api/guilds/requests/answer', {
      memberId: asker.userId,
      accept: false,
    });
    expect(declined.statusCode).toBe(200);
    expect(
      await db.select().from(guildInvites).where(eq(guildInvites.userId, asker.userId)),
    ).toEqual([]);
    const invited = await guildHero(app, db);
    const inv = await leader.post('/api/guilds/invite', {
      username: invited.username.toUpperCase(),
    });
    expect(inv.statusCode, inv.body).toBe(200);
    expect(await notesOf(invited.userId, 'guild.invite')).toHaveLength(1);
    const mine = (await invited.post('/api/guild')).json();
    expect(mine.invitations).toMatchObject([{ guildId, name, by: leader.username }]);
    const joined = await invited.post('/api/guilds/join', { guildId });
    expect(joined.json()).toMatchObject({ status: 'joined' });
    expect(
      await db.select().from(guildInvites).where(eq(guildInvites.userId, invited.userId)),
    ).toEqual([]);
  });

  it('an invitation declined is gone; inviting nobody is a 404', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const p = await guildHero(app, db);
    await leader.post('/api/guilds/invite', { username: p.username });
    const res = await p.post('/api/guilds/invites/decline', { guildId });
    expect(res.statusCode).toBe(200);
    expect((await p.post('/api/guilds/invites/decline', { guildId })).statusCode).toBe(404);
    const nobody = await leader.post('/api/guilds/invite', { username: 'nobody_at_all_here' });
    expect(nobody.statusCode).toBe(404);
  });

  it(`a full guild (${GUILD_MAX_MEMBERS}) takes nobody more`, async () => {
    const { guildId } = await foundGuild(app, db);
    await joinMany(app, db, guildId, GUILD_MAX_MEMBERS - 1);
    const late = await guildHero(app, db);
    const res = await late.post('/api/guilds/join', { guildId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/full/);
  }, 60_000);

  it('a race of joins never passes the size limit', async () => {
    const { guildId } = await foundGuild(app, db);
    await joinMany(app, db, guildId, GUILD_MAX_MEMBERS - 3);
    const racers = await Promise.all(Array.from({ length: 8 }, () => guildHero(app, db)));
    const answers = await Promise.all(racers.map((p) => p.post('/api/guilds/join', { guildId })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(6);
    const rows = await db.select().from(guildMembers).where(eq(guildMembers.guildId, guildId));
    expect(rows).toHaveLength(GUILD_MAX_MEMBERS);
  }, 60_000);

  it('after leaving, a hero waits before joining again', async () => {
    const { guildId } = await foundGuild(app, db);
    const [p] = await joinMany(app, db, guildId, 1);
    expect((await p!.post('/api/guilds/leave')).statusCode).toBe(200);
    const back = await p!.post('/api/guilds/join', { guildId });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/join one again/);
    expect((await p!.post('/api/guild')).json().may_join_at).not.toBeNull();
    clock.advance(GUILD_REJOIN_HOURS * 3600);
    expect((await p!.post('/api/guilds/join', { guildId })).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('a member cannot kick; an officer kicks a member but not an officer; the leader can', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [a, b, c] = await joinMany(app, db, guildId, 3);
    const byMember = await a!.post('/api/guilds/kick', { memberId: b!.userId });
    expect(byMember.statusCode).toBe(403);
    for (const o of [a!, b!]) {
      const res = await leader.post('/api/guilds/role', { memberId: o.userId, role: 'officer' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const officerOnOfficer = await a!.post('/api/guilds/kick', { memberId: b!.userId });
    expect(officerOnOfficer.statusCode).toBe(403);
    const promote = await a!.post('/api/guilds/role', { memberId: c!.userId, role: 'officer' });
    expect(promote.statusCode).toBe(403);
    const kicked = await a!.post('/api/guilds/kick', { memberId: c!.userId });
    expect(kicked.statusCode, kicked.body).toBe(200);
    expect(await roleOf(c!.userId)).toBeNull();
    expect(
      await db.select().from(guildDepartures).where(eq(guildDepartures.userId, c!.userId)),
    ).toHaveLength(1);
    const byLeader = await leader.post('/api/guilds/kick', { memberId: b!.userId });
    expect(byLeader.statusCode).toBe(200);
  });

  it('the leader passes the lead (becoming an officer); only the leader settles the guild', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [a] = await joinMany(app, db, guildId, 1);
    expect((await a!.post('/api/guilds/settings', { open: false })).statusCode).toBe(403);
    expect((await leader.post('/api/guilds/settings', { open: false })).statusCode).toBe(200);
    const pass = await leader.post('/api/guilds/role', { memberId: a!.userId, role: 'leader' });
    expect(pass.statusCode, pass.body).toBe(200);
    expect(await roleOf(a!.userId)).toBe('leader');
    expect(await roleOf(leader.userId)).toBe('officer');
    expect((await leader.post('/api/guilds/disband')).statusCode).toBe(403);
  });

  it('a leaving leader passes the lead by successor; the last one out disbands', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [a, b] = await joinMany(app, db, guildId, 2);
    await leader.post('/api/guilds/role', { memberId: b!.userId, role: 'officer' });
    expect((await leader.post('/api/guilds/leave')).statusCode).toBe(200);
    expect(await roleOf(b!.userId)).toBe('leader');
    await b!.post('/api/guilds/leave');
    expect(await roleOf(a!.userId)).toBe('leader');
    const last = await a!.post('/api/guilds/leave');
    expect(last.json().message).toMatch(/disbanded/);
    expect(await db.select().from(guilds).where(eq(guilds.id, guildId))).toEqual([]);
  });

  it('disbanding gives every member a departure', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const members = await joinMany(app, db, guildId, 2);
    expect((await leader.post('/api/guilds/disband')).statusCode).toBe(200);
    for (const p of [leader, ...members]) {
      expect(
        await db.select().from(guildDepartures).where(eq(guildDepartures.userId, p.userId)),
      ).toHaveLength(1);
    }
  });
});

describe('a player who goes', () => {
  it('a deleted leader leaves: the lead passes on; their pending rows go', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [a] = await joinMany(app, db, guildId, 1);
    const other = await foundGuild(app, db, { open: false });
    await other.leader.post('/api/guilds/invite', {
      username: (await guildHero(app, db)).username,
    });
    const res = await leader.post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await roleOf(a!.userId)).toBe('leader');
    const deletedOther = await other.leader.post('/api/account/delete', {
      password: DEFAULT_PASSWORD,
    });
    expect(deletedOther.statusCode, deletedOther.body).toBe(200);
    // Its last member gone, the guild is disbanded (its invitations with it).
    expect(await db.select().from(guilds).where(eq(guilds.id, other.guildId))).toEqual([]);
  });

  it('a banned leader leaves the guild; the lead passes on', async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const [a] = await joinMany(app, db, guildId, 1);
    const out = await runOperation(testApp, banOperation, [leader.username, '--reason', 'cheat']);
    expect(out.ok, JSON.stringify(out)).toBe(true);
    expect(await roleOf(leader.userId)).toBeNull();
    expect(await roleOf(a!.userId)).toBe('leader');
  });
});
