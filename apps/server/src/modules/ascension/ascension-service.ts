import { eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { ascensionBonus, planAscension } from '@demonbane/game/ascension';
import { equipmentById } from '@demonbane/game/equipment';
import type { AscendResponse } from '@demonbane/shared/endgame-schemas';
import { heroes } from '../../db/schema';
import type { Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import type { ActionContext } from '../../infra/actions/action-context';
import { publish } from '../../infra/events/publish';
import { spend } from '../ledger/currency';
import { addEquipment } from '../ledger/stock';
import { findHero, loadoutColumns, loadoutOf, USER_NOT_FOUND } from '../hero/hero-repository';
import { findBattle } from '../battle/battle-service';

/**
 * POST /ascend: a level-50 hero with no fight open starts over, in one transaction
 * under the hero's row lock: no job, level 1, no XP, one more ascension; the tithe
 * burned through the ledger; worn pieces above level 1 back to the pack. HP is 0
 * until a root job is chosen (/assign-job heals to full). Two requests at once queue
 * on the lock, and the second finds a level-1 hero.
 */
export function ascend(ctx: ActionContext): Promise<Result<AscendResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const hero = await findHero(tx, userId, { forUpdate: true });
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const planned = planAscension({
      jobId: hero.jobId,
      level: hero.level,
      ascensions: hero.ascensions,
      gold: hero.gold,
      loadout: loadoutOf(hero),
      // Read after the lock: the locking read may predate a fight begun while it waited.
      inBattle: (await findBattle(tx, userId)) !== undefined,
    });
    if (!planned.ok) return refuse(ErrorCode.Conflict, planned.message);
    const { plan } = planned;
    if (plan.tithe > 0) {
      await spend(tx, userId, 'gold', plan.tithe, {
        kind: 'ascension_tithe',
        ref: String(plan.ascensions),
        reason: `ascension ${plan.ascensions}: tithe`,
      });
    }
    for (const piece of plan.putBack) await addEquipment(tx, userId, piece.itemId, piece.rarity);
    await tx
      .update(heroes)
      .set({
        jobId: null,
        level: 1,
        xp: 0,
        hp: 0,
        hpUpdatedAt: now,
        ascensions: plan.ascensions,
        ...loadoutColumns(plan.loadout),
        updatedAt: now,
      })
      .where(eq(heroes.userId, userId));
    await publish(tx, {
      type: 'hero.ascended',
      userId,
      now,
      ascensions: plan.ascensions,
      tithe: plan.tithe,
    });
    return {
      message: `You ascend (${plan.ascensions}). Choose the path you will walk anew.`,
      hero: {
        userId,
        username: hero.username,
        job_id: null,
        level: 1,
        xp: 0,
        gold: plan.gold,
        soul: hero.soul,
        ascensions: plan.ascensions,
        ascension_bonus: ascensionBonus(plan.ascensions),
      },
      tithe: plan.tithe,
      returned: plan.putBack.map((p) => ({
        item_id: p.itemId,
        item_name: equipmentById(p.itemId).name,
        rarity: p.rarity,
      })),
    };
  });
}
