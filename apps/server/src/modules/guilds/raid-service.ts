import { ErrorCode } from '@demonbane/shared/error-codes';
import { playRaidAttack, RAID, raidBossById, type RaidBossId } from '@demonbane/game/raid';
import { utcDay } from '@demonbane/game/calendar';
import type { RaidAttackResponse } from '@demonbane/shared/guild-schemas';
import { raidHits } from '../../db/schema';
import { journaledTransaction } from '../../infra/events/commit-journal';
import { playerAction, refuse, retrying } from '../../infra/actions/player-action';
import type { Result } from '../../infra/actions/result';
import type { ActionContext } from '../../infra/actions/action-context';
import { loadBuffs, requireHeroWithJob } from '../hero/hero-repository';
import { fightingSnapshot } from '../hero/hero-view';
import { keepReplay } from '../replays/replay-repository';
import { membershipOf, NOT_IN_GUILD } from './guild-repository';
import { attacksToday, currentRaid, raidDamage, raidView, settleRaid } from './guild-raid';

const FALLEN = "This week's boss has already fallen: the next one comes with the new week.";
const NO_ATTACKS = 'No raid attacks left today.';

/**
 * Claims a fall its racing attacks left unclaimed, in a transaction of its own, so the
 * attack's refusal below cannot roll the payment back.
 */
async function settleFirst(ctx: ActionContext): Promise<void> {
  await retrying(() =>
    journaledTransaction(ctx.db, async (tx) => {
      const member = await membershipOf(tx, ctx.userId);
      if (member) await settleRaid(tx, await currentRaid(tx, member.guildId, ctx.now), ctx.now);
    }),
  );
}

/**
 * POST /guilds/raid/attack: one fight against the week's boss with the hero's fighting
 * snapshot (as the arena takes it) and a crypto seed; its damage is a new row of the
 * pool. The attack's number today is unique per hero and day whatever the raid, so no
 * racing attack gets past RAID.attacksPerDay: a taken number means try the next one,
 * until there is none left. The attack that brings the hits to the pool claims the fall
 * and pays (settleRaid). Costs no HP and no gold.
 */
export async function raidAttack(ctx: ActionContext): Promise<Result<RaidAttackResponse>> {
  const { userId, now } = ctx;
  await settleFirst(ctx);
  return playerAction(ctx.db, ctx.idempotency, async (tx) => {
    // The hero's row is not locked: a fall's payments lock members' rows, and an
    // attacker holding its own while waiting on the raid could deadlock with them.
    const hero = await requireHeroWithJob(tx, userId);
    if (hero.level < RAID.minLevel) {
      refuse(ErrorCode.Conflict, `Raid attacks take level ${RAID.minLevel}.`);
    }
    const member = await membershipOf(tx, userId);
    if (!member) return refuse(ErrorCode.Conflict, NOT_IN_GUILD);
    const raid = await currentRaid(tx, member.guildId, now);
    if (raid.fellAt !== null) refuse(ErrorCode.Conflict, FALLEN);
    const boss = raidBossById(raid.bossId as RaidBossId);
    const side = fightingSnapshot(hero, await loadBuffs(tx, userId), now);
    const seed = ctx.seed();
    const fight = playRaidAttack(side, boss, raid.level, seed);
    for (;;) {
      const done = await attacksToday(tx, userId, now);
      if (done >= RAID.attacksPerDay) refuse(ErrorCode.Conflict, NO_ATTACKS);
      const [hit] = await tx
        .insert(raidHits)
        .values({
          raidId: raid.id,
          userId,
          day: utcDay(now),
          attackNo: done + 1,
          damage: fight.damage,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: raidHits.id });
      if (hit) break;
      // A racing attack of the hero's took that number: count again.
    }
    const fighters = { hero: side, boss: { id: boss.id, level: raid.level } };
    const replay = { kind: 'raid', fighters, seed, log: fight.log } as const;
    const replayId = await keepReplay(tx, userId, replay, now);
    const { paid } = await settleRaid(tx, raid, now);
    const damage = await raidDamage(tx, raid.id);
    const today = await attacksToday(tx, userId, now);
    return {
      message:
        raid.fellAt !== null
          ? `You dealt ${fight.damage.toLocaleString('en')} damage and ${boss.name} fell!`
          : `You dealt ${fight.damage.toLocaleString('en')} damage to ${boss.name}.`,
      damage: fight.damage,
      rounds: fight.rounds,
      log: fight.log,
      boss_fell: raid.fellAt !== null,
      reward: paid.get(userId) ?? null,
      raid: raidView(raid, damage, { level: hero.level, today }),
      replay_id: replayId,
    };
  });
}
