import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ascensionBonus, planAscension } from '@demonbane/game/ascension';
import { LEVEL_CAP } from '@demonbane/game/jobs';
import type { Loadout } from '@demonbane/game/loadout';
import { pieceKey, splitPieceKey, type PieceKey } from '@demonbane/test-support/piece-key';
import { isRarity, type EquipmentId } from '@demonbane/game/equipment';
import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import { heroes } from '../../../db/schema';
import { EconomyCommand, expectOk, expectRefused, type Outcome } from '../command-kit';
import { bump, moveCurrency, type EconomyModel } from '../model';
import { send, type World } from '../world';

export type AscendChoice = 'at-cap' | 'as-is';

const pieceOf = (key: PieceKey | null) => {
  if (!key) return null;
  const { itemId, rarity } = splitPieceKey(key);
  return isRarity(rarity) ? { itemId: itemId as EquipmentId, rarity } : null;
};

/**
 * POST /ascend. `at-cap` first raises the hero to level 50 (a test's shortcut: fifty
 * levels of fights are not what is under test); `as-is` asks at the level it has, and
 * below 50 it is refused and changes nothing. An ascension burns half the gold (the
 * tithe) and puts worn pieces above level 1 back in the pack; the hero then takes a
 * root job again, with no second purse or kit.
 */
export class Ascend extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly choice: AscendChoice,
    readonly job: 'warrior' | 'magician',
  ) {
    super(player);
  }

  protected describe() {
    return `Ascend(p${this.player}, ${this.choice}, then ${this.job})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    if (this.choice === 'at-cap') {
      await world.econ.db
        .update(heroes)
        .set({ level: LEVEL_CAP })
        .where(eq(heroes.userId, world.players[this.player]!.userId));
      p.level = LEVEL_CAP;
    }
    const reply = await this.post(world, this.player, '/api/ascend');
    const loadout = Object.fromEntries(
      EQUIPMENT_TYPES.map((slot) => [slot, pieceOf(p.worn[slot])]),
    ) as Loadout;
    const plan = planAscension({
      jobId: 'any',
      level: p.level,
      ascensions: p.ascensions,
      gold: p.gold,
      loadout,
      inBattle: false,
    });
    if (!plan.ok) return expectRefused(reply, 409, plan.message);
    expectOk(reply);
    const { tithe, putBack, ascensions } = plan.plan;
    expect(reply.body).toMatchObject({
      tithe,
      hero: {
        level: 1,
        gold: p.gold - tithe,
        ascensions,
        ascension_bonus: ascensionBonus(ascensions),
      },
    });
    if (tithe > 0) moveCurrency(model, this.player, 'gold', -tithe, 'ascension_tithe');
    for (const piece of putBack) {
      p.worn[piece.slot] = null;
      bump(p.pieces, pieceKey(piece.itemId, piece.rarity), 1);
    }
    p.level = 1;
    p.ascensions = ascensions;
    const job = await send(world, this.player, '/api/assign-job', { job_id: this.job });
    expectOk(job);
    this.detail = `tithe ${tithe}, ${putBack.length} back`;
    return { refused: false };
  }
}
