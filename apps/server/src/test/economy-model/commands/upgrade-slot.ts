import { expect } from 'vitest';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import { createRng, type Seed } from '@demonbane/game/rng';
import { rollEnchant, rollRefine } from '@demonbane/game/slot-upgrades';
import { EconomyCommand, expectOk, expectRefused, type Outcome } from '../command-kit';
import { moveCurrency, type EconomyModel } from '../model';
import type { World } from '../world';

/**
 * POST /upgrades/refine or /upgrades/enchant on a slot. The seed is queued for the
 * server, so the model rolls the same try with the game's rules: its gold is burned
 * won or lost; a hero who cannot pay, or a slot at the top, is refused and nothing
 * changes.
 */
export class UpgradeSlot extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly how: 'refine' | 'enchant',
    readonly slot: EquipmentType,
    readonly seed: Seed,
  ) {
    super(player);
  }

  protected describe() {
    return `UpgradeSlot(p${this.player}, ${this.how} ${this.slot}, seed [${this.seed.join(', ')}])`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    world.econ.seeds.push(this.seed);
    const reply = await this.post(world, this.player, `/api/upgrades/${this.how}`, {
      slot: this.slot,
    });
    const p = model.players[this.player]!;
    const up = p.upgrades[this.slot];
    const rng = createRng(this.seed);
    const roll =
      this.how === 'refine' ? rollRefine(up, rng) : { ok: true as const, ...rollEnchant(up, rng) };
    if (!roll.ok) return expectRefused(reply, 409, /refined as far as it goes/);
    if (p.gold < roll.cost) return expectRefused(reply, 409, /^Not enough gold/);
    expectOk(reply);
    if ('success' in roll)
      expect(reply.body.success, 'the try as the model rolls it').toBe(roll.success);
    moveCurrency(model, this.player, 'gold', -roll.cost, this.how);
    p.upgrades = { ...p.upgrades, [this.slot]: roll.next };
    expect(reply.body.gold).toBe(p.gold);
    return { refused: false };
  }
}
