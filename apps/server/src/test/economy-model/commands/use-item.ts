import { applyBuff, findBuff, isAtCap } from '@demonbane/game/buffs';
import { ITEMS, findItem } from '@demonbane/game/items';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { bump, type EconomyModel } from '../model';
import type { World } from '../world';

export type UseChoice = 'owned' | 'owned-scroll' | 'any-consumable' | 'material';

const CONSUMABLES = ITEMS.filter((i) => i.category === 'consumable').map((i) => i.id);
const BUFF_ITEMS = ITEMS.filter((i) => i.effect?.kind === 'buff').map((i) => i.id);
const MATERIALS = ITEMS.filter((i) => i.category === 'material').map((i) => i.id);

/**
 * POST /inventory/use-item. Heroes never fight here, so HP stays full: potions are
 * refused (and kept); scrolls start or extend a buff until it is at its cap.
 */
export class UseItem extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly choice: UseChoice,
    readonly item: number,
    readonly qty: number,
  ) {
    super();
  }

  override check(model: Readonly<EconomyModel>) {
    const owned = [...model.players[this.player]!.items.keys()];
    return this.choice !== 'owned-scroll' || owned.some((id) => BUFF_ITEMS.includes(id));
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
    const reply = await this.post(world, this.player, '/api/inventory/use-item', {
      itemId,
      qty: this.qty,
    });
    const item = findItem(itemId)!;
    if (!item.effect) return expectRefused(reply, 400);
    if ((p.items.get(itemId) ?? 0) < this.qty)
      return expectRefused(reply, 409, /^You do not have /);
    if (item.effect.kind !== 'buff') return expectRefused(reply, 409, 'Your HP is already full.');

    const def = findBuff(item.effect.buffId)!;
    const existing = p.buffs.get(def.id);
    if (isAtCap(def, existing, model.now))
      return expectRefused(reply, 409, `${def.name} is already as strong as it can be.`);
    expectOk(reply);
    p.buffs.set(def.id, applyBuff(def, existing, this.qty, model.now));
    bump(p.items, itemId, -this.qty);
    bump(model.itemsAlive, itemId, -this.qty);
    return { refused: false };
  }
}
