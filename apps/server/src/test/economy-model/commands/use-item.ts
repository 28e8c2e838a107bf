import { applyConsumable } from '@demonbane/game/consumable-use';
import { buffById } from '@demonbane/game/buffs';
import { ITEMS, findItem } from '@demonbane/game/items';
import { expect } from 'vitest';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { send, type World } from '../world';
import { bump, type EconomyModel } from '../model';

export type UseChoice = 'owned' | 'owned-scroll' | 'any-consumable' | 'material';

const CONSUMABLES: readonly string[] = ITEMS.filter((i) => i.category === 'consumable').map(
  (i) => i.id,
);
const BUFF_ITEMS: readonly string[] = ITEMS.filter((i) => i.effect?.kind === 'buff').map(
  (i) => i.id,
);
const MATERIALS = ITEMS.filter((i) => i.category === 'material').map((i) => i.id);

/**
 * POST /inventory/use-item. Potions heal a wounded hero (after a fight) and are
 * refused at full HP; scrolls start or extend a buff until it is at its cap. Only
 * the copies that still do something are used. HP is not an economy quantity: the
 * model reads it from POST /user just before, and predicts the rest itself.
 */
export class UseItem extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly choice: UseChoice,
    readonly item: number,
    readonly qty: number,
  ) {
    super(player);
  }

  override check(model: Readonly<EconomyModel>) {
    const owned = [...model.players[this.player]!.items.keys()];
    return (
      super.check(model) &&
      (this.choice !== 'owned-scroll' || owned.some((id) => BUFF_ITEMS.includes(id)))
    );
  }

  protected describe() {
    return `UseItem(p${this.player}, ${this.choice}, #${this.item}, ×${this.qty})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const owned = [...p.items.keys()].filter((id) =>
      (this.choice === 'owned-scroll' ? BUFF_ITEMS : CONSUMABLES).includes(id),
    );
    const itemId =
      this.choice === 'material'
        ? pick(MATERIALS, this.item)!
        : this.choice === 'any-consumable'
          ? pick(CONSUMABLES, this.item)!
          : (pick(owned, this.item) ?? pick(CONSUMABLES, this.item)!);
    this.detail = itemId;
    const vitals = await send(world, this.player, '/api/user');
    const { user_hp: hp, user_max_hp: maxHp } = vitals.body.user as Record<string, number>;
    const reply = await this.post(world, this.player, '/api/inventory/use-item', {
      itemId,
      qty: this.qty,
    });
    const item = findItem(itemId)!;
    if (!item.effect) return expectRefused(reply, 400);
    if ((p.items.get(itemId) ?? 0) < this.qty)
      return expectRefused(reply, 409, /^You do not have /);
    const buffs = [...p.buffs.values()];
    const use = applyConsumable(item, this.qty, { hp: hp!, maxHp: maxHp!, buffs }, model.now);
    if (!use.ok && use.reason === 'hp-full')
      return expectRefused(reply, 409, 'Your HP is already full.');
    if (!use.ok) {
      const def = item.effect.kind === 'buff' ? buffById(item.effect.buffId) : undefined;
      return expectRefused(reply, 409, `${def?.name} is already as strong as it can be.`);
    }
    expectOk(reply);
    expect(reply.body.used).toBe(use.used);
    if (use.kind === 'buff') p.buffs.set(use.buff.buffId, use.buff);
    else expect(reply.body.user_hp).toBe(use.hp);
    bump(p.items, itemId, -use.used);
    bump(model.itemsAlive, itemId, -use.used);
    return { refused: false };
  }
}
