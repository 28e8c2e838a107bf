import type { Currency } from '@demonbane/game/currency';
import { SHOPS } from '@demonbane/game/shops';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { balanceOf, bump, moveCurrency, type EconomyModel } from '../model';
import type { World } from '../world';

export type ShopChoice = 'sold-here' | 'sold-in-other-shop' | 'not-sold';

/** POST /shop/purchase: valid buys, too dear, the other shop's item, an unknown item. */
export class BuyFromShop extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly shop: Currency,
    readonly choice: ShopChoice,
    readonly item: number,
    readonly qty: number,
  ) {
    super(player);
  }

  protected describe() {
    return `BuyFromShop(p${this.player}, ${this.shop}, ${this.choice}, #${this.item}, ×${this.qty})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const other: Currency = this.shop === 'gold' ? 'soul' : 'gold';
    const entry = pick(SHOPS[this.choice === 'sold-in-other-shop' ? other : this.shop], this.item)!;
    const itemId = this.choice === 'not-sold' ? 'dragon-egg' : entry.itemId;
    this.detail = itemId;
    const reply = await this.post(world, this.player, '/api/shop/purchase', {
      itemId,
      type: this.shop,
      qty: this.qty,
    });
    if (this.choice === 'not-sold') return expectRefused(reply, 404);
    if (this.choice === 'sold-in-other-shop') return expectRefused(reply, 400);

    const p = model.players[this.player]!;
    const cost = entry.price * this.qty;
    if (balanceOf(p, this.shop) < cost) return expectRefused(reply, 409, /^Not enough /);
    expectOk(reply);
    moveCurrency(model, this.player, this.shop, -cost, 'shop');
    bump(p.items, itemId, this.qty);
    bump(model.itemsAlive, itemId, this.qty);
    const user = reply.body.user as Record<string, number>;
    if (user[this.shop] !== balanceOf(p, this.shop))
      throw new Error(`answer says ${user[this.shop]} left, model ${balanceOf(p, this.shop)}`);
    return { refused: false };
  }
}
