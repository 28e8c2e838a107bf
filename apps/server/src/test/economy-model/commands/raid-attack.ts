import { expect } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { utcDay } from '@demonbane/game/calendar';
import { RAID, raidReward, raidWeek } from '@demonbane/game/raid';
import { EconomyCommand, expectOk, expectRefused, type Outcome } from '../command-kit';
import { moveCurrency, type EconomyModel } from '../model';
import { send, type World } from '../world';
import { guildMembers, guildRaids, raidHits } from '../../../db/schema';

/**
 * POST /guilds/raid/attack by the only member of the guild they founded, its boss made
 * small (the week's raid's pool set to 1, as a test world would), so the first attack
 * fells it and pays the member raidReward through the ledger (`raid_reward`, gold and
 * souls); a fallen boss, a day's attacks spent, a low level or no guild are refused and
 * nothing changes.
 */
export class RaidAttack extends EconomyCommand {
  constructor(readonly player: number) {
    super(player);
  }

  protected describe() {
    return `RaidAttack(p${this.player})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const { db } = world.econ;
    const userId = world.players[this.player]!.userId;
    const [member] = await db.select().from(guildMembers).where(eq(guildMembers.userId, userId));
    expect(Boolean(member), 'the model knows who is in a guild').toBe(p.guild);
    if (member && p.level >= RAID.minLevel) {
      // The guild's read makes the week's raid; then its pool is made one hit's worth.
      await send(world, this.player, '/api/guild');
      await db
        .update(guildRaids)
        .set({ maxHp: 1 })
        .where(
          and(
            eq(guildRaids.guildId, member.guildId),
            eq(guildRaids.week, raidWeek(model.now)),
            sql`${guildRaids.fellAt} IS NULL`,
          ),
        );
    }
    const [raid] = member
      ? await db
          .select()
          .from(guildRaids)
          .where(
            and(eq(guildRaids.guildId, member.guildId), eq(guildRaids.week, raidWeek(model.now))),
          )
      : [];
    const [today] = await db
      .select({ n: count() })
      .from(raidHits)
      .where(and(eq(raidHits.userId, userId), eq(raidHits.day, utcDay(model.now))));
    const reply = await this.post(world, this.player, '/api/guilds/raid/attack');
    if (p.level < RAID.minLevel) return expectRefused(reply, 409, /take level/);
    if (!member) return expectRefused(reply, 409, 'You are not in a guild.');
    if (raid?.fellAt) return expectRefused(reply, 409, /already fallen/);
    if ((today?.n ?? 0) >= RAID.attacksPerDay) {
      return expectRefused(reply, 409, 'No raid attacks left today.');
    }
    expectOk(reply);
    const body = reply.body as { damage: number; reward: { gold: number; souls: number } | null };
    if (body.damage === 0) {
      expect(body.reward).toBeNull();
      return { refused: false, reason: 'ok, no damage' };
    }
    const reward = raidReward(raid!.level, body.damage, body.damage, 1);
    expect(body.reward).toEqual(reward);
    moveCurrency(model, this.player, 'gold', reward.gold, 'raid_reward');
    if (reward.souls > 0) moveCurrency(model, this.player, 'soul', reward.souls, 'raid_reward');
    return { refused: false, reason: 'ok, the boss fell' };
  }
}
