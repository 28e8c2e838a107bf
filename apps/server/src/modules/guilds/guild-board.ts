import { sql } from 'drizzle-orm';
import { GUILD_MAX_MEMBERS } from '@demonbane/game/guilds';
import { raidWeek } from '@demonbane/game/raid';
import { seasonAt } from '@demonbane/game/seasons';
import type { GuildListResponse, GuildStandingsResponse } from '@demonbane/shared/guild-schemas';
import { queryRows } from '../../db/database';
import { guildMembers, guildRaids, guilds, raidHits, seasonFloors, users } from '../../db/schema';
import type { ReadContext } from '../../infra/actions/action-context';

const LIST_SIZE = 50;
const BOARD_SIZE = 50;

/** The text as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /guilds?search=: guilds whose name or tag contains the text, any case; at most 50. */
export async function listGuilds(ctx: ReadContext, search?: string): Promise<GuildListResponse> {
  const pattern = containing(search ?? '');
  const rows = await queryRows<{
    id: string;
    name: string;
    tag: string;
    open: boolean;
    members: number;
    leader: string | null;
    level: number | null;
  }>(
    ctx.db,
    sql`SELECT g.id, g.name, g.tag, g.open,
        (SELECT COUNT(*)::int FROM ${guildMembers} m WHERE m.guild_id = g.id) AS members,
        (SELECT u.username FROM ${guildMembers} m JOIN ${users} u ON u.id = m.user_id
          WHERE m.guild_id = g.id AND m.role = 'leader') AS leader,
        (SELECT r.level FROM ${guildRaids} r WHERE r.guild_id = g.id AND r.week = ${raidWeek(ctx.now)}) AS level
      FROM ${guilds} g
      WHERE g.name ILIKE ${pattern} OR g.tag ILIKE ${pattern}
      ORDER BY lower(g.name)
      LIMIT ${LIST_SIZE}`,
  );
  return {
    guilds: rows.map((r) => ({
      id: r.id,
      name: r.name,
      tag: r.tag,
      open: r.open,
      members: Number(r.members),
      max_members: GUILD_MAX_MEMBERS,
      leader: r.leader ?? '',
      raid_level: r.level ?? 1,
    })),
  };
}

/**
 * GET /leaderboard/guilds: this week's raids by level, then share brought down, then
 * who felled theirs first; and guilds by the sum of their members' best hunt floors
 * this season.
 */
export async function guildStandings(ctx: ReadContext): Promise<GuildStandingsResponse> {
  const week = raidWeek(ctx.now);
  const season = seasonAt(ctx.now, ctx.seasonDays).number;
  const raids = await queryRows<{
    id: string;
    name: string;
    tag: string;
    members: number;
    level: number;
    progress: number;
    fell_at: Date | string | null;
  }>(
    ctx.db,
    sql`SELECT g.id, g.name, g.tag, r.level, r.fell_at,
        (SELECT COUNT(*)::int FROM ${guildMembers} m WHERE m.guild_id = g.id) AS members,
        LEAST(1, (SELECT COALESCE(SUM(h.damage), 0) FROM ${raidHits} h WHERE h.raid_id = r.id)::float8
          / r.max_hp) AS progress
      FROM ${guildRaids} r JOIN ${guilds} g ON g.id = r.guild_id
      WHERE r.week = ${week}
      ORDER BY r.level DESC, progress DESC, r.fell_at ASC NULLS LAST, g.id
      LIMIT ${BOARD_SIZE}`,
  );
  const tower = await queryRows<{
    id: string;
    name: string;
    tag: string;
    members: number;
    floors: number;
    best: number;
  }>(
    ctx.db,
    sql`SELECT g.id, g.name, g.tag, COUNT(m.user_id)::int AS members,
        COALESCE(SUM(f.highest_floor), 0)::int AS floors,
        COALESCE(MAX(f.highest_floor), 0)::int AS best
      FROM ${guilds} g
      JOIN ${guildMembers} m ON m.guild_id = g.id
      LEFT JOIN ${seasonFloors} f ON f.user_id = m.user_id AND f.season = ${season}
      GROUP BY g.id
      ORDER BY floors DESC, best DESC, g.id
      LIMIT ${BOARD_SIZE}`,
  );
  return {
    week,
    season,
    raid: raids.map((r, i) => ({
      rank: i + 1,
      guildId: r.id,
      name: r.name,
      tag: r.tag,
      members: Number(r.members),
      level: r.level,
      progress: Number(r.progress),
      fell_at: r.fell_at === null ? null : new Date(r.fell_at).toISOString(),
    })),
    tower: tower.map((r, i) => ({
      rank: i + 1,
      guildId: r.id,
      name: r.name,
      tag: r.tag,
      members: Number(r.members),
      floors: Number(r.floors),
      best_floor: Number(r.best),
    })),
  };
}
