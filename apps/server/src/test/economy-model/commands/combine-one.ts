import { expect } from 'vitest';
import { COMBINE_COPIES, nextRarity } from '@demonbane/game/combine';
import { EQUIPMENT, findEquipment } from '@demonbane/game/equipment';
import { RARITIES } from '@demonbane/game/rarity';
import { ChoosingCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { pieceKey, splitPieceKey } from '@demonbane/test-support/piece-key';
import { bump, burnPiece, mintPiece, type EconomyModel } from '../model';
import type { World } from '../world';

export type CombineChoice = 'a-stack' | 'any-piece' | 'legendary' | 'unknown';

const ALL_PIECES = EQUIPMENT.flatMap((e) => RARITIES.map((r) => pieceKey(e.id, r)));

/** POST /forge/combine: three inventory copies become one of the next rarity. */
export class CombineOne extends ChoosingCommand<CombineChoice> {
  override check(model: Readonly<EconomyModel>) {
    const stacks = [...model.players[this.player]!.pieces.values()];
    return (
      super.check(model) && (this.choice !== 'a-stack' || stacks.some((n) => n >= COMBINE_COPIES))
    );
  }

  protected describe() {
    return `CombineOne(p${this.player}, ${this.choice}, #${this.n})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const stacks = [...p.pieces].filter(([, n]) => n >= COMBINE_COPIES).map(([k]) => k);
    const key =
      this.choice === 'a-stack'
        ? pick(stacks, this.n)!
        : this.choice === 'any-piece'
          ? pick(ALL_PIECES, this.n)!
          : this.choice === 'legendary'
            ? pieceKey(pick(EQUIPMENT, this.n)!.id, 'Legendary')
            : 'Common:glass-sword';
    this.detail = key;
    const { itemId, rarity } = splitPieceKey(key);
    const reply = await this.post(world, this.player, '/api/forge/combine', {
      item_id: itemId,
      rarity,
    });

    if (!findEquipment(itemId)) return expectRefused(reply, 404, 'There is no such piece.');
    const next = nextRarity(rarity);
    if (!next) return expectRefused(reply, 400, 'Legendary is the highest rarity.');
    if ((p.pieces.get(key) ?? 0) < COMBINE_COPIES)
      return expectRefused(reply, 409, /^You need 3 × /);

    expectOk(reply);
    expect(reply.body.newRarity).toBe(next);
    const made = pieceKey(itemId, next);
    bump(p.pieces, key, -COMBINE_COPIES);
    bump(p.pieces, made, 1);
    burnPiece(model, key, COMBINE_COPIES);
    mintPiece(model, made);
    return { refused: false };
  }
}
