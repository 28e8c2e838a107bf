import { expect } from 'vitest';
import { drawMany, drawPrice, findBox, type DrawAmount } from '@demonbane/game/gacha';
import { createRng, type Seed } from '@demonbane/game/rng';
import { EconomyCommand, expectOk, expectRefused, type Outcome } from '../command-kit';
import { pieceKey } from '@demonbane/test-support/piece-key';
import { balanceOf, bump, mintPiece, moveCurrency, type EconomyModel } from '../model';
import type { World } from '../world';

/**
 * POST /gacha. The seed is queued for the server, so the model rolls the same
 * draws with the game's rules and knows every piece (and the pity counter).
 */
export class Draw extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly box: number,
    readonly amount: DrawAmount,
    readonly seed: Seed,
  ) {
    super(player);
  }

  protected describe() {
    return `Draw(p${this.player}, box ${this.box}, x${this.amount}, seed [${this.seed.join(', ')}])`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    world.econ.seeds.push(this.seed);
    const reply = await this.post(world, this.player, '/api/gacha', {
      box: this.box,
      amount: this.amount,
    });
    const box = findBox(this.box);
    if (!box) return expectRefused(reply, 404, 'There is no such box.');
    const p = model.players[this.player]!;
    const price = drawPrice(box, this.amount);
    if (balanceOf(p, box.currency) < price) return expectRefused(reply, 409, /^Not enough /);

    expectOk(reply);
    moveCurrency(model, this.player, box.currency, -price, 'gacha');
    const rng = createRng(this.seed);
    const { draws, sinceEpic } = drawMany(
      box,
      this.amount,
      p.pity.get(box.index) ?? 0,
      () => rng,
    );
    p.pity.set(box.index, sinceEpic);
    for (const d of draws) {
      if (!d.item || !d.outcome) continue;
      const key = pieceKey(d.item.id, d.outcome);
      bump(p.pieces, key, 1);
      bump(model.piecesDrawn, key, 1);
      mintPiece(model, key);
    }
    expect(
      (reply.body.items as { rarity: string | null; name: string }[]).map((i) => [
        i.rarity,
        i.name,
      ]),
      'the drawn pieces',
    ).toEqual(draws.map((d) => [d.outcome, d.item?.name ?? 'Handful of Ash']));
    expect(reply.body.currencyRemaining).toBe(balanceOf(p, box.currency));
    return { refused: false };
  }
}
