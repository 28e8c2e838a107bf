import { EconomyCommand, expectRefused, pick, type Outcome } from '../command-kit';
import type { EconomyModel } from '../model';
import { send, type World } from '../world';

/** Economy routes with a body that would be accepted from the right player. */
export const ECONOMY_REQUESTS: readonly [string, Record<string, unknown>][] = [
  ['/api/shop/purchase', { itemId: 'potion-minor', type: 'gold', qty: 1 }],
  ['/api/inventory/use-item', { itemId: 'potion-minor' }],
  ['/api/inventory/equip', { wpn: ['hunters-knife', 'Common'], arm: null, acc: null }],
  ['/api/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] }],
  ['/api/forge/claim', {}],
  ['/api/forge/combine', { item_id: 'hunters-knife', rarity: 'Common' }],
  ['/api/forge/combine-all', { locked_items: [] }],
  ['/api/gacha', { box: 0, amount: 1 }],
  [
    '/api/bazaar/list',
    { item_id: 'hunters-knife', rarity: 'Common', price: 600, currency: 'gold' },
  ],
];

/** Any action sent with another player's id in the body: refused with 403, nothing moves. */
export class Impersonate extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly victim: number,
    readonly route: number,
  ) {
    super(player);
  }

  protected describe() {
    return `Impersonate(p${this.player} as p${this.victim}, route #${this.route})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const victim =
      (this.player + 1 + (this.victim % (model.players.length - 1))) % model.players.length;
    const [url, body] = pick(ECONOMY_REQUESTS, this.route)!;
    this.detail = `${url} as p${victim}`;
    const reply = await send(world, this.player, url, body, {
      asUserId: model.players[victim]!.userId,
    });
    return expectRefused(reply, 403);
  }
}
