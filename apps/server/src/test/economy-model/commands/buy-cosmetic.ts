import { expect } from 'vitest';
import { COSMETICS } from '@demonbane/game/cosmetics';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { moveCurrency, type EconomyModel } from '../model';
import type { World } from '../world';
import { grant } from '../../../modules/ledger/currency';
import { journaledTransaction } from '../../../infra/events/commit-journal';

/** `topped-up`: a sold one, the purse first granted what it lacks (cosmetics cost more than a run earns). */
export type CosmeticChoice = 'sold' | 'topped-up' | 'earned' | 'unknown';

const SOLD = COSMETICS.filter((c) => c.price !== null);
const EARNED = COSMETICS.filter((c) => c.price === null);

/**
 * POST /cosmetics/buy: a cosmetic sold for gold is paid through the ledger and kept;
 * one already owned, an earned one, an unknown one or one the hero cannot pay for is
 * refused, and nothing changes.
 */
export class BuyCosmetic extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly choice: CosmeticChoice,
    readonly n: number,
  ) {
    super(player);
  }

  protected describe() {
    return `BuyCosmetic(p${this.player}, ${this.choice}#${this.n})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const sold = this.choice === 'sold' || this.choice === 'topped-up';
    const cosmetic = pick(sold ? SOLD : EARNED, this.n)!;
    const id = this.choice === 'unknown' ? 'no-such-cosmetic' : cosmetic.id;
    this.detail = id;
    // Only a buy that would pass but for the gold is topped up: a refused one (already
    // owned) must find the purse as the run left it.
    if (this.choice === 'topped-up' && !p.cosmetics.has(cosmetic.id) && p.gold < cosmetic.price!) {
      const lack = cosmetic.price! - p.gold;
      await journaledTransaction(world.econ.db, (tx) =>
        grant(tx, world.players[this.player]!.userId, 'gold', lack, {
          kind: 'grant',
          reason: 'test grant',
        }),
      );
      moveCurrency(model, this.player, 'gold', lack, 'grant');
    }
    const reply = await this.post(world, this.player, '/api/cosmetics/buy', { cosmeticId: id });
    if (this.choice === 'unknown') return expectRefused(reply, 404);
    if (cosmetic.price === null) return expectRefused(reply, 409, /earned, not sold/);
    if (p.cosmetics.has(cosmetic.id)) return expectRefused(reply, 409, /already own/);
    if (p.gold < cosmetic.price) return expectRefused(reply, 409, /^Not enough gold/);
    expectOk(reply);
    moveCurrency(model, this.player, 'gold', -cosmetic.price, 'cosmetic');
    p.cosmetics.add(cosmetic.id);
    expect(reply.body.gold).toBe(p.gold);
    return { refused: false };
  }
}
