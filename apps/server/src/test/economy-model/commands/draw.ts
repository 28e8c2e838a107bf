import { expect } from 'vitest';
import { drawPrice, findBox, type DrawAmount } from '@demonbane/game/gacha';
import { fairDraw, serverSeedHash } from '@demonbane/game/fair-draw';
import type { FreshFairSeeds } from '../../../infra/actions/random';
import { EconomyCommand, expectOk, expectRefused, type Outcome } from '../command-kit';
import { pieceKey } from '@demonbane/test-support/piece-key';
import { balanceOf, bump, mintPiece, moveCurrency, type EconomyModel } from '../model';
import type { World } from '../world';

/**
 * POST /gacha. The hero's fair seeds are queued for the server (taken if this is its
 * first draw or forging), so the model knows them and the nonce, rolls the same draws
 * with `fairDraw` and knows every piece (and the pity counter).
 */
export class Draw extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly box: number,
    readonly amount: DrawAmount,
    readonly fair: FreshFairSeeds,
  ) {
    super(player);
  }

  protected describe() {
    return `Draw(p${this.player}, box ${this.box}, x${this.amount}, seeds ${this.fair.serverSeed.slice(0, 8)}…/${this.fair.clientSeed})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    world.econ.fairSeeds.push(this.fair);
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
    p.fair ??= { ...this.fair, nonce: 0 };
    const pityBefore = p.pity.get(box.index) ?? 0;
    const { draws, sinceEpic } = fairDraw(p.fair, box, this.amount, pityBefore);
    expect(reply.body.fairness, 'the seeds of the draw').toEqual({
      server_seed_hash: serverSeedHash(p.fair.serverSeed),
      client_seed: p.fair.clientSeed,
      nonce: p.fair.nonce,
      pity_before: pityBefore,
    });
    p.fair.nonce++;
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
